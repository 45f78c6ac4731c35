import { startTransition, useCallback, useState } from 'react';
import styled from 'styled-components';
import { useStudioViewer } from '../shell/StudioViewerContext';
import { AnalyticsSection } from './AnalyticsSection';
import { BrandOverview } from './BrandOverview';
import { BRAND_ANALYTICS_FETCH_FAILED } from './dashboardErrors';
import { dashboardAudience } from './dashboardAudience';
import { DashboardToolbar } from './DashboardToolbar';
import { LeadAnalytics } from './LeadAnalytics';
import { PlatformOverview } from './PlatformOverview';
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
      {platformWide ? (
        <AnalyticsSection
          title="Platform Overview"
          description="Brands, reviews, products and page views across Adire."
          loadingLabel="Loading platform analytics"
          errorTitle="Platform Analytics Error"
          fetchKey={analyticsKey}
        >
          {(key) => <PlatformOverview fetchKey={key} />}
        </AnalyticsSection>
      ) : null}
      {brandIds ? (
        <AnalyticsSection
          title="Brand Overview"
          description="How your brands are doing on Adire."
          loadingLabel="Loading brand analytics"
          errorTitle="Brand Analytics Error"
          failedText={BRAND_ANALYTICS_FETCH_FAILED}
          fetchKey={analyticsKey}
        >
          {(key) => <BrandOverview brandIds={brandIds} fetchKey={key} />}
        </AnalyticsSection>
      ) : null}
      <AnalyticsSection
        title="Leads Analytics"
        description={
          platformWide ? 'Enquiries and bookings across every brand.' : 'Enquiries and bookings for your brands.'
        }
        loadingLabel="Loading lead analytics"
        errorTitle="Analytics Error"
        fetchKey={analyticsKey}
      >
        {(key) => <LeadAnalytics fetchKey={key} showTopPerformingBrands={platformWide} />}
      </AnalyticsSection>
      <RecentLeadsSection
        refreshKey={refreshKey}
        onRetryAnalytics={refreshAnalytics}
        onStatusSaved={refreshAnalytics}
      />
    </Dashboard>
  );
}
