import { startTransition, useCallback, useState } from 'react';
import { LoadingIndicator } from '../../components/LoadingIndicator';
import { useRefreshKey } from '../../hooks/useRefreshKey';
import { AuthRequired } from '../kit/AuthRequired';
import { LoadError } from '../kit/LoadError';
import { QuerySection } from '../kit/QuerySection';
import { StudioListPage } from '../kit/StudioListPage';
import { useStudioViewer } from '../shell/StudioViewerContext';
import { hasNarrowingFilters, toLeadFilterInput, toLeadSortInput } from './leadFilters';
import { LeadFilterBar } from './LeadFilterBar';
import { LeadResults } from './LeadResults';
import { LeadsHeader } from './LeadsHeader';
import { LEADS_PATH, LEADS_REFRESH_MS } from './leadsPaging';
import { LeadStats } from './LeadStats';
import { LeadStatsError, LeadStatsLoading } from './LeadStatsFallbacks';
import { SingleLeadNotice } from './SingleLeadNotice';
import { useLeadFilters } from './useLeadFilters';

export const LEADS_LOAD_FAILED = 'Failed to load leads';

/**
 * /studio/leads: the figures, the filters (kept in the URL) and the leads the viewer may manage.
 * Everything reloads every 30 seconds and on Refresh; a status change reloads the figures and a
 * deletion everything.
 */
export function LeadsPage() {
  const viewer = useStudioViewer();
  const { filters, updateFilters, resetFilters } = useLeadFilters();
  const { key: refreshKey, refresh } = useRefreshKey(LEADS_REFRESH_MS);
  const [statsKey, setStatsKey] = useState(0);
  const refreshStats = useCallback(() => startTransition(() => setStatsKey((key) => key + 1)), []);

  const filter = toLeadFilterInput(filters);
  const orderBy = toLeadSortInput(filters);
  // Other filters get a list of their own, with a loading state instead of the previous cards.
  const listKey = JSON.stringify({ filter, orderBy });

  return (
    <StudioListPage
      authRequired={<AuthRequired message="Please log in to access the Studio Leads." returnTo={LEADS_PATH} />}
      header={<LeadsHeader viewer={viewer} onRefresh={refresh} />}
      stats={
        <QuerySection
          loading={<LeadStatsLoading />}
          sessionEnded="page"
          error={(_, retry) => <LeadStatsError onRetry={retry} />}
        >
          {(attemptKey) => <LeadStats fetchKey={`${refreshKey}.${statsKey}.${attemptKey}`} />}
        </QuerySection>
      }
      filters={
        <>
          <LeadFilterBar filters={filters} onChange={updateFilters} />
          {filters.lead ? <SingleLeadNotice onShowAll={() => updateFilters({ lead: '' })} /> : null}
        </>
      }
    >
      <QuerySection
        resetKey={listKey}
        suspenseKey={listKey}
        loading={<LoadingIndicator label="Loading leads" />}
        sessionEnded="page"
        error={(error, retry) => (
          <LoadError error={error} title="The leads could not be loaded." toast={LEADS_LOAD_FAILED} onRetry={retry} />
        )}
      >
        {(attemptKey) => (
          <LeadResults
            filter={filter}
            orderBy={orderBy}
            fetchKey={attemptKey}
            refreshKey={refreshKey}
            filtered={hasNarrowingFilters(filters)}
            onResetFilters={resetFilters}
            onLeadDeleted={refresh}
            onStatusUpdated={refreshStats}
          />
        )}
      </QuerySection>
    </StudioListPage>
  );
}
