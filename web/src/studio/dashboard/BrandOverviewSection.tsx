import { BrandOverview } from './BrandOverview';
import { AnalyticsErrorCard } from './AnalyticsErrorCard';
import { analyticsFailureMessage, BRAND_ANALYTICS_FETCH_FAILED } from './dashboardErrors';
import { DashboardSection } from './DashboardSection';
import { SectionBoundary } from './SectionBoundary';
import { useRetryKey } from './useRetryKey';

/** A brand admin's brand overview with its own loading and failure ('Brand Analytics Error'). */
export function BrandOverviewSection({ brandIds, fetchKey }: { brandIds: readonly string[]; fetchKey: string }) {
  const { key, retry } = useRetryKey(fetchKey);
  return (
    <DashboardSection title="Brand Overview" description="How your brands are doing on Adire.">
      <SectionBoundary
        resetKey={key}
        loadingLabel="Loading brand analytics"
        fallback={(error) => <AnalyticsErrorCard title="Brand Analytics Error" message={analyticsFailureMessage(error, BRAND_ANALYTICS_FETCH_FAILED)} onRetry={retry} />}
      >
        <BrandOverview brandIds={brandIds} fetchKey={key} />
      </SectionBoundary>
    </DashboardSection>
  );
}
