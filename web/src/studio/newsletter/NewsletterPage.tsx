import { Suspense, useCallback, useEffect, useState } from 'react';
import type { NewsletterStatsQuery } from '../../__generated__/NewsletterStatsQuery.graphql';
import type { SubscriberResultsQuery } from '../../__generated__/SubscriberResultsQuery.graphql';
import { Button } from '../../components/Button';
import { AuthRequired } from '../kit/AuthRequired';
import { ListFilterBar } from '../kit/list/ListFilterBar';
import { useListFilters } from '../kit/list/useListFilters';
import { SectionLoading } from '../kit/QuerySection';
import { StudioListPage } from '../kit/StudioListPage';
import { StudioHeaderRow, StudioPageHeader } from '../kit/StudioPageHeader';
import { useStudioViewer } from '../shell/StudioViewerContext';
import { canManageNewsletter } from './newsletterAccess';
import { NewsletterAccessDenied } from './NewsletterAccessDenied';
import { NEWSLETTER_FETCH } from './newsletterFetchPolicy';
import { newsletterFilters, toSubscriberFilterInput } from './newsletterFilters';
import { NewsletterStats, NewsletterStatsPending, newsletterStatsQuery } from './NewsletterStats';
import { SubscribersFailed, SubscribersTimedOut } from './SubscribersFailed';
import { SubscriberResults, subscriberResultsQuery } from './SubscriberResults';
import { isAccessRefused } from './newsletterRequest';
import { reloadOnRefusal } from './reloadOnRefusal';
import { useExportSubscribers } from './useExportSubscribers';
import { useLoadingGuard } from './useLoadingGuard';
import { useNewsletterQuery } from './useNewsletterQuery';
import { newsletterPaths } from './paths';

export const NEWSLETTER_TITLE = 'Newsletter Subscriptions';

/** /studio/subscriptions: super admins only; everyone else sees Access Denied and the spec's toast. */
export function NewsletterPage() {
  const viewer = useStudioViewer();
  return canManageNewsletter(viewer) ? <NewsletterScreen /> : <NewsletterAccessDenied />;
}

/**
 * The figures, the filters (kept in the URL), the subscribers 20 at a time and the export. Both
 * queries run under the spec's fetch policy (time-outs, 4 attempts with backoff); a refusal of the
 * subscribers fetch reloads the page, and loading for more than 30 s says so.
 */
function NewsletterScreen() {
  const listFilters = useListFilters(newsletterFilters);
  const { filters, resetFilters } = listFilters;
  const [statsKey, setStatsKey] = useState(0);
  const [listKey, setListKey] = useState(0);
  const refreshStats = useCallback(() => setStatsKey((key) => key + 1), []);
  const retryList = useCallback(() => setListKey((key) => key + 1), []);
  const { exportSubscribers, exporting } = useExportSubscribers();

  const stats = useNewsletterQuery<NewsletterStatsQuery>(
    newsletterStatsQuery,
    {},
    { timeoutMs: NEWSLETTER_FETCH.statsTimeoutMs, fetchKey: statsKey },
  );
  const subscribers = useNewsletterQuery<SubscriberResultsQuery>(
    subscriberResultsQuery,
    { count: NEWSLETTER_FETCH.pageSize, filter: toSubscriberFilterInput(filters) },
    { timeoutMs: NEWSLETTER_FETCH.subscribersTimeoutMs, fetchKey: listKey },
  );
  const timedOut = useLoadingGuard(subscribers.status === 'loading');

  const refused = subscribers.status === 'failed' && isAccessRefused(subscribers.error);
  const [reloading, setReloading] = useState(false);
  useEffect(() => {
    if (refused) setReloading(reloadOnRefusal());
  }, [refused]);

  let list;
  if (subscribers.status === 'failed') {
    list = reloading ? (
      <SectionLoading label="Reloading the page" />
    ) : (
      <SubscribersFailed error={subscribers.error} onRetry={retryList} />
    );
  } else if (subscribers.status === 'loading') {
    list = timedOut ? <SubscribersTimedOut /> : <SectionLoading label="Loading subscribers" />;
  } else {
    list = (
      <Suspense fallback={<SectionLoading label="Loading subscribers" />}>
        <SubscriberResults
          queryRef={subscribers.queryRef}
          filtered={newsletterFilters.narrows(filters)}
          onResetFilters={resetFilters}
          onStatusUpdated={refreshStats}
        />
      </Suspense>
    );
  }

  return (
    <StudioListPage
      authRequired={
        <AuthRequired message="Please log in to manage newsletter subscriptions." returnTo={newsletterPaths.list} />
      }
      header={
        <StudioHeaderRow>
          <StudioPageHeader
            eyebrow="Audience"
            title={NEWSLETTER_TITLE}
            lead="Everyone who signed up for the newsletter, newest first. Unsubscribe or reactivate a subscriber, or export the whole list as CSV."
          />
          <Button type="button" onClick={() => void exportSubscribers()} disabled={exporting} aria-busy={exporting}>
            {exporting ? 'Exporting…' : 'Export CSV'}
          </Button>
        </StudioHeaderRow>
      }
      stats={
        stats.status === 'ready' || (stats.status === 'loading' && stats.queryRef) ? (
          <Suspense fallback={<NewsletterStatsPending />}>
            <NewsletterStats queryRef={stats.queryRef!} />
          </Suspense>
        ) : (
          <NewsletterStatsPending />
        )
      }
      filters={<ListFilterBar label="Filter subscribers" filters={listFilters} />}
    >
      {list}
    </StudioListPage>
  );
}
