import { QuerySection, SectionLoading } from '../kit/QuerySection';
import { AnalyticsErrorCard } from './AnalyticsErrorCard';
import { analyticsFailureMessage } from './dashboardErrors';
import { DashboardSection } from './DashboardSection';
import { LeadAnalytics } from './LeadAnalytics';

interface LeadAnalyticsSectionProps {
  fetchKey: string;
  platformWide: boolean;
}

/** The lead analytics cards (and top performing brands) with their own loading and failure ('Analytics Error'). */
export function LeadAnalyticsSection({ fetchKey, platformWide }: LeadAnalyticsSectionProps) {
  return (
    <DashboardSection
      title="Leads Analytics"
      description={
        platformWide ? 'Enquiries and bookings across every brand.' : 'Enquiries and bookings for your brands.'
      }
    >
      <QuerySection
        resetKey={fetchKey}
        loading={<SectionLoading label="Loading lead analytics" />}
        error={(error, retry) => (
          <AnalyticsErrorCard title="Analytics Error" message={analyticsFailureMessage(error)} onRetry={retry} />
        )}
      >
        {(key) => <LeadAnalytics fetchKey={key} showTopPerformingBrands={platformWide} />}
      </QuerySection>
    </DashboardSection>
  );
}
