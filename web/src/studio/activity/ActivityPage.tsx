import { startTransition, useCallback, useState } from 'react';
import { Button } from '../../components/Button';
import { RefreshIcon } from '../../components/icons';
import { PermissionDenied } from '../kit/PermissionDenied';
import { StudioListScreen } from '../kit/StudioListScreen';
import { StudioHeaderRow, StudioPageHeader } from '../kit/StudioPageHeader';
import { useUrlFilters } from '../kit/useUrlFilters';
import { canOpenSection } from '../shell/studioNavigation';
import { sectionBySegment } from '../shell/studioSections';
import { useStudioViewer } from '../shell/StudioViewerContext';
import { ACTIVITY_FILTERS_IN_URL, hasActivityFilters, toAuditFilterInput } from './activityFilters';
import { ActivityFilterBar } from './ActivityFilterBar';
import { ACTIVITY_PATH } from './activityPaging';
import { ActivityResults } from './ActivityResults';

export const ACTIVITY_TITLE = 'Activity';
export const ACTIVITY_LOAD_FAILED = 'Failed to load activity';

const activitySection = sectionBySegment('activity');

/**
 * /studio/activity (super admins only): every studio write, newest first, as sentences with the
 * fields each changed; filtered by person, record type and days (kept in the URL).
 */
export function ActivityPage() {
  const viewer = useStudioViewer();
  const { filters, updateFilters, resetFilters } = useUrlFilters(ACTIVITY_FILTERS_IN_URL);
  const [refreshKey, setRefreshKey] = useState(0);
  const refresh = useCallback(() => startTransition(() => setRefreshKey((key) => key + 1)), []);

  const mayRead = viewer.role === 'super_admin' && (!activitySection || canOpenSection(viewer, activitySection));
  if (!mayRead) return <PermissionDenied title={ACTIVITY_TITLE} />;

  const filter = toAuditFilterInput(filters);
  const listKey = JSON.stringify(filter);

  return (
    <StudioListScreen
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
      filters={<ActivityFilterBar filters={filters} onChange={updateFilters} />}
      listKey={listKey}
      loadingLabel="Loading activity"
      loadFailed={{ title: 'The activity could not be loaded.', toast: ACTIVITY_LOAD_FAILED }}
    >
      {(attemptKey) => (
        <ActivityResults
          filter={filter}
          fetchKey={attemptKey}
          refreshKey={refreshKey}
          filtered={hasActivityFilters(filters)}
          onResetFilters={resetFilters}
        />
      )}
    </StudioListScreen>
  );
}
