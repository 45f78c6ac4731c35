import { QuerySection, SectionLoading } from '../kit/QuerySection';
import { AnalyticsErrorCard } from './AnalyticsErrorCard';
import { BrandOverview } from './BrandOverview';
import { analyticsFailureMessage, BRAND_ANALYTICS_FETCH_FAILED } from './dashboardErrors';
import { DashboardSection } from './DashboardSection';

/** A brand admin's brand overview with its own loading and failure ('Brand Analytics Error'). */
export function BrandOverviewSection({ brandIds, fetchKey }: { brandIds: readonly string[]; fetchKey: string }) {
  return (
    <DashboardSection title="Brand Overview" description="How your brands are doing on Adire.">
      <QuerySection
        resetKey={fetchKey}
        loading={<SectionLoading label="Loading brand analytics" />}
        error={(error, retry) => (
          <AnalyticsErrorCard
            title="Brand Analytics Error"
            message={analyticsFailureMessage(error, BRAND_ANALYTICS_FETCH_FAILED)}
            onRetry={retry}
          />
        )}
      >
        {(key) => <BrandOverview brandIds={brandIds} fetchKey={key} />}
      </QuerySection>
    </DashboardSection>
  );
}
