import { startTransition, useCallback, useState } from 'react';
import type { LeadResultsQuery } from '../../__generated__/LeadResultsQuery.graphql';
import { useRefreshKey } from '../../hooks/useRefreshKey';
import { ListFilterBar } from '../kit/list/ListFilterBar';
import { StudioListRoute } from '../kit/list/StudioListRoute';
import { QuerySection } from '../kit/QuerySection';
import { SortDirectionToggle } from '../kit/SortDirectionToggle';
import { useUrlFilters } from '../kit/useUrlFilters';
import { useStudioViewer } from '../shell/StudioViewerContext';
import { leadFilters } from './leadFilters';
import { LeadList } from './LeadList';
import { LeadsHeader } from './LeadsHeader';
import { LEADS_PATH, LEADS_REFRESH_MS } from './leadsPaging';
import { LeadStats } from './LeadStats';
import { LeadStatsError, LeadStatsLoading } from './LeadStatsFallbacks';
import { SingleLeadNotice } from './SingleLeadNotice';

export const LEADS_LOAD_FAILED = 'Failed to load leads';

/**
 * /studio/leads: the figures, the filters (kept in the URL) and the leads the viewer may manage.
 * Everything reloads every 30 seconds and on Refresh; a status change reloads the figures and a
 * deletion everything.
 */
export function LeadsPage() {
  const viewer = useStudioViewer();
  const { filters, updateFilters, resetFilters } = useUrlFilters(leadFilters);
  const { key: refreshKey, refresh } = useRefreshKey(LEADS_REFRESH_MS);
  const [statsKey, setStatsKey] = useState(0);
  const refreshStats = useCallback(() => startTransition(() => setStatsKey((key) => key + 1)), []);

  return (
    <StudioListRoute<LeadResultsQuery>
      title="Leads"
      signIn={{ message: 'Please log in to access the Studio Leads.', returnTo: LEADS_PATH }}
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
          <ListFilterBar
            label="Filter leads"
            definition={leadFilters}
            values={filters}
            onChange={updateFilters}
            extra={<SortDirectionToggle order={filters.order} onChange={(order) => updateFilters({ order })} />}
          />
          {filters.lead ? <SingleLeadNotice onShowAll={() => updateFilters({ lead: '' })} /> : null}
        </>
      }
      loadingLabel="Loading leads"
      loadFailed={{ title: 'The leads could not be loaded.', toast: LEADS_LOAD_FAILED }}
    >
      {(queryRef) => (
        <LeadList
          queryRef={queryRef}
          refreshKey={refreshKey}
          filtered={leadFilters.narrows(filters)}
          onResetFilters={resetFilters}
          onLeadDeleted={refresh}
          onStatusUpdated={refreshStats}
        />
      )}
    </StudioListRoute>
  );
}
