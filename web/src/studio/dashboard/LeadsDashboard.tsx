import { startTransition, useCallback, useState } from 'react';
import styled from 'styled-components';
import { useStudioViewer } from '../shell/StudioViewerContext';
import { BrandOverviewSection } from './BrandOverviewSection';
import { dashboardAudience } from './dashboardAudience';
import { DashboardToolbar } from './DashboardToolbar';
import { LeadAnalyticsSection } from './LeadAnalyticsSection';
import { PlatformOverviewSection } from './PlatformOverviewSection';
import { RecentLeadsSection } from './RecentLeadsSection';
import { useRefreshKey } from '../../hooks/useRefreshKey';

/** The dashboard reloads its figures and leads this often (spec: every 30 seconds). */
const DASHBOARD_REFRESH_MS = 30_000;

const Dashboard = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  margin-top: ${({ theme }) => theme.space[4]};
`;

/**
 * The studio home's leads and conversions: platform or brand overview, lead analytics, and the
 * recent leads with their statuses. Super admins and admins see the whole platform, a brand admin
 * their own brands. Each section loads and fails on its own; everything refreshes every 30 seconds.
 */
export function LeadsDashboard() {
  const viewer = useStudioViewer();
  const { platformWide, brandIds } = dashboardAudience(viewer);
  const { key: refreshKey, refresh, refreshing } = useRefreshKey(DASHBOARD_REFRESH_MS);
  // Bumped to refetch every analytics section without touching the leads (Retry Analytics, a saved status).
  const [analyticsRound, setAnalyticsRound] = useState(0);
  const refreshAnalytics = useCallback(() => startTransition(() => setAnalyticsRound((round) => round + 1)), []);
  const analyticsKey = `${refreshKey}.${analyticsRound}`;

  return (
    <Dashboard>
      <DashboardToolbar refreshing={refreshing} onRefresh={refresh} />
      {platformWide ? <PlatformOverviewSection fetchKey={analyticsKey} /> : null}
      {brandIds ? <BrandOverviewSection brandIds={brandIds} fetchKey={analyticsKey} /> : null}
      <LeadAnalyticsSection fetchKey={analyticsKey} platformWide={platformWide} />
      <RecentLeadsSection
        refreshKey={refreshKey}
        onRetryAnalytics={refreshAnalytics}
        onStatusSaved={refreshAnalytics}
      />
    </Dashboard>
  );
}
