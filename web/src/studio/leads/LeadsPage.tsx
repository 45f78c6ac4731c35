import { startTransition, useCallback, useState } from 'react';
import { useRefreshKey } from '../../hooks/useRefreshKey';
import { StudioListRoute } from '../kit/list/StudioListRoute';
import { useListFilters } from '../kit/list/useListFilters';
import { QuerySection } from '../kit/QuerySection';
import { SortDirectionToggle } from '../kit/SortDirectionToggle';
import { useStudioViewer } from '../shell/StudioViewerContext';
import { leadFilters } from './leadFilters';
import { LeadList } from './LeadList';
import { LeadsHeader } from './LeadsHeader';
import { LEADS_REFRESH_MS } from './leadsPaging';
import { LeadStats } from './LeadStats';
import { LeadStatsError, LeadStatsLoading } from './LeadStatsFallbacks';
import { SingleLeadNotice } from './SingleLeadNotice';
import { leadsPaths } from './paths';

/**
 * /studio/leads: the figures, the filters (kept in the URL) and the leads the viewer may manage.
 * Everything reloads every 30 seconds and on Refresh; a status change reloads the figures and a
 * deletion everything.
 */
export function LeadsPage() {
  const viewer = useStudioViewer();
  const listFilters = useListFilters(leadFilters);
  const { filters, updateFilters } = listFilters;
  const { key: refreshKey, refresh } = useRefreshKey(LEADS_REFRESH_MS);
  const [statsKey, setStatsKey] = useState(0);
  const refreshStats = useCallback(() => startTransition(() => setStatsKey((key) => key + 1)), []);

  return (
    <StudioListRoute
      title="Leads"
      noun="leads"
      returnTo={leadsPaths.list}
      signIn="Please log in to access the Studio Leads."
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
      filters={listFilters}
      filterExtra={<SortDirectionToggle order={filters.order} onChange={(order) => updateFilters({ order })} />}
      belowFilters={filters.lead ? <SingleLeadNotice onShowAll={() => updateFilters({ lead: '' })} /> : null}
    >
      {(queryRef, list) => (
        <LeadList
          queryRef={queryRef}
          {...list}
          refreshKey={refreshKey}
          onLeadDeleted={refresh}
          onStatusUpdated={refreshStats}
        />
      )}
    </StudioListRoute>
  );
}
