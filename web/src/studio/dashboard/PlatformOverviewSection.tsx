import { QuerySection, SectionLoading } from '../kit/QuerySection';
import { AnalyticsErrorCard } from './AnalyticsErrorCard';
import { analyticsFailureMessage } from './dashboardErrors';
import { DashboardSection } from './DashboardSection';
import { PlatformOverview } from './PlatformOverview';

/** The platform overview with its own loading and failure ('Platform Analytics Error'). */
export function PlatformOverviewSection({ fetchKey }: { fetchKey: string }) {
  return (
    <DashboardSection title="Platform Overview" description="Brands, reviews, products and page views across Adire.">
      <QuerySection
        resetKey={fetchKey}
        loading={<SectionLoading label="Loading platform analytics" />}
        error={(error, retry) => (
          <AnalyticsErrorCard
            title="Platform Analytics Error"
            message={analyticsFailureMessage(error)}
            onRetry={retry}
          />
        )}
      >
        {(key) => <PlatformOverview fetchKey={key} />}
      </QuerySection>
    </DashboardSection>
  );
}
