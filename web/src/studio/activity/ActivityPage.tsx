import { startTransition, useCallback, useState } from 'react';
import { Button } from '../../components/Button';
import { RefreshIcon } from '../../components/icons';
import { StudioListRoute } from '../kit/list/StudioListRoute';
import { useListFilters } from '../kit/list/useListFilters';
import { PermissionDenied } from '../kit/PermissionDenied';
import { can } from '../kit/section';
import { activitySection } from './section';
import { useStudioViewer } from '../shell/StudioViewerContext';
import { ActivityFeed } from './ActivityFeed';
import { activityFilters } from './activityFilters';
import { activityPaths } from './paths';

const ACTIVITY_TITLE = 'Activity';

/**
 * /studio/activity (super admins only): every studio write, newest first, as sentences with the
 * fields each changed; filtered by person, record type and days (kept in the URL).
 */
export function ActivityPage() {
  const viewer = useStudioViewer();
  const filters = useListFilters(activityFilters);
  const [refreshKey, setRefreshKey] = useState(0);
  const refresh = useCallback(() => startTransition(() => setRefreshKey((key) => key + 1)), []);
  const mayRead = can(viewer, activitySection);
  if (!mayRead) return <PermissionDenied title={ACTIVITY_TITLE} />;

  return (
    <StudioListRoute
      title={ACTIVITY_TITLE}
      noun="activity"
      returnTo={activityPaths.list}
      signIn="Please log in to see the studio activity."
      eyebrow="Community"
      lead="Every change made in the studio: who made it, to which record, and what it changed."
      actions={
        <Button $variant="secondary" onClick={refresh}>
          <RefreshIcon />
          Refresh
        </Button>
      }
      filters={filters}
    >
      {(queryRef, list) => <ActivityFeed queryRef={queryRef} {...list} refreshKey={refreshKey} />}
    </StudioListRoute>
  );
}
