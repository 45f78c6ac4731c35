import { analyticsFailureMessage } from './dashboardErrors';
import { AnalyticsErrorCard } from './AnalyticsErrorCard';
import { DashboardSection } from './DashboardSection';
import { PlatformOverview } from './PlatformOverview';
import { SectionBoundary } from './SectionBoundary';
import { useRetryKey } from './useRetryKey';

/** The platform overview with its own loading and failure ('Platform Analytics Error'). */
export function PlatformOverviewSection({ fetchKey }: { fetchKey: string }) {
  const { key, retry } = useRetryKey(fetchKey);
  return (
    <DashboardSection title="Platform Overview" description="Brands, reviews, products and page views across Adire.">
      <SectionBoundary
        resetKey={key}
        loadingLabel="Loading platform analytics"
        fallback={(error) => <AnalyticsErrorCard title="Platform Analytics Error" message={analyticsFailureMessage(error)} onRetry={retry} />}
      >
        <PlatformOverview fetchKey={key} />
      </SectionBoundary>
    </DashboardSection>
  );
}
