import { startTransition, Suspense, useCallback, useState, type ReactNode } from 'react';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { LoadingIndicator } from '../../components/LoadingIndicator';
import { useRefreshKey } from '../../hooks/useRefreshKey';
import { useStudioViewer } from '../shell/StudioViewerContext';
import { hasNarrowingFilters, toLeadFilterInput, toLeadSortInput } from './leadFilters';
import { LeadFilterBar } from './LeadFilterBar';
import { LeadResults } from './LeadResults';
import { LeadsAuthRequired } from './LeadsAuthRequired';
import { LeadsHeader } from './LeadsHeader';
import { LeadsLoadError } from './LeadsLoadError';
import { LEADS_REFRESH_MS } from './leadsPaging';
import { LeadStats } from './LeadStats';
import { LeadStatsError, LeadStatsLoading } from './LeadStatsFallbacks';
import { isSessionRejected } from './sessionRejected';
import { useLeadFilters } from './useLeadFilters';

/** A part's own error view, except when the session has ended: the page then asks to sign in. */
function unlessSessionEnded(error: Error, view: ReactNode): ReactNode {
  if (isSessionRejected(error)) throw error;
  return view;
}

function sessionEndedView(error: Error): ReactNode {
  if (!isSessionRejected(error)) throw error;
  return <LeadsAuthRequired />;
}

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
  const [statsAttempt, setStatsAttempt] = useState(0);
  const [listAttempt, setListAttempt] = useState(0);
  const refreshStats = useCallback(() => startTransition(() => setStatsKey((key) => key + 1)), []);

  const filter = toLeadFilterInput(filters);
  const orderBy = toLeadSortInput(filters);
  // Other filters get a list of their own, with a loading state instead of the previous cards.
  const listKey = JSON.stringify({ filter, orderBy });

  return (
    <ErrorBoundary fallback={sessionEndedView}>
      <LeadsHeader viewer={viewer} onRefresh={refresh} />
      <ErrorBoundary resetKey={statsAttempt} fallback={(error) => unlessSessionEnded(error, <LeadStatsError onRetry={() => setStatsAttempt((n) => n + 1)} />)}>
        <Suspense fallback={<LeadStatsLoading />}>
          <LeadStats fetchKey={`${refreshKey}.${statsKey}.${statsAttempt}`} />
        </Suspense>
      </ErrorBoundary>
      <LeadFilterBar filters={filters} onChange={updateFilters} />
      <ErrorBoundary
        resetKey={`${listKey}.${listAttempt}`}
        fallback={(error) => unlessSessionEnded(error, <LeadsLoadError error={error} onRetry={() => setListAttempt((n) => n + 1)} />)}
      >
        <Suspense key={listKey} fallback={<LoadingIndicator label="Loading leads" />}>
          <LeadResults
            filter={filter}
            orderBy={orderBy}
            fetchKey={listAttempt}
            refreshKey={refreshKey}
            filtered={hasNarrowingFilters(filters)}
            onResetFilters={resetFilters}
            onLeadDeleted={refresh}
            onStatusUpdated={refreshStats}
          />
        </Suspense>
      </ErrorBoundary>
    </ErrorBoundary>
  );
}
