import { startTransition, useCallback, useState } from 'react';
import { Button } from '../../components/Button';
import { RefreshIcon } from '../../components/icons';
import type { ActivityResultsQuery } from '../../__generated__/ActivityResultsQuery.graphql';
import { ListFilterBar } from '../kit/list/ListFilterBar';
import { StudioListRoute } from '../kit/list/StudioListRoute';
import { PermissionDenied } from '../kit/PermissionDenied';
import { StudioHeaderRow, StudioPageHeader } from '../kit/StudioPageHeader';
import { useUrlFilters } from '../kit/useUrlFilters';
import { canOpenSection } from '../shell/studioNavigation';
import { sectionBySegment } from '../shell/studioSections';
import { useStudioViewer } from '../shell/StudioViewerContext';
import { ActivityFeed } from './ActivityFeed';
import { activityFilters } from './activityFilters';
import { ACTIVITY_PATH } from './activityPaging';

export const ACTIVITY_TITLE = 'Activity';
export const ACTIVITY_LOAD_FAILED = 'Failed to load activity';

const activitySection = sectionBySegment('activity');

/**
 * /studio/activity (super admins only): every studio write, newest first, as sentences with the
 * fields each changed; filtered by person, record type and days (kept in the URL).
 */
export function ActivityPage() {
  const viewer = useStudioViewer();
  const { filters, updateFilters, resetFilters } = useUrlFilters(activityFilters);
  const [refreshKey, setRefreshKey] = useState(0);
  const refresh = useCallback(() => startTransition(() => setRefreshKey((key) => key + 1)), []);

  const mayRead = viewer.role === 'super_admin' && (!activitySection || canOpenSection(viewer, activitySection));
  if (!mayRead) return <PermissionDenied title={ACTIVITY_TITLE} />;

  return (
    <StudioListRoute<ActivityResultsQuery>
      title={ACTIVITY_TITLE}
      signIn={{ message: 'Please log in to see the studio activity.', returnTo: ACTIVITY_PATH }}
      header={
        <StudioHeaderRow>
          <StudioPageHeader
            eyebrow="Community"
            title={ACTIVITY_TITLE}
            lead="Every change made in the studio: who made it, to which record, and what it changed."
          />
          <Button $variant="secondary" onClick={refresh}>
            <RefreshIcon />
            Refresh
          </Button>
        </StudioHeaderRow>
      }
      filters={
        <ListFilterBar label="Filter activity" definition={activityFilters} values={filters} onChange={updateFilters} />
      }
      loadingLabel="Loading activity"
      loadFailed={{ title: 'The activity could not be loaded.', toast: ACTIVITY_LOAD_FAILED }}
    >
      {(queryRef) => (
        <ActivityFeed
          queryRef={queryRef}
          refreshKey={refreshKey}
          filtered={activityFilters.narrows(filters)}
          onResetFilters={resetFilters}
        />
      )}
    </StudioListRoute>
  );
}
