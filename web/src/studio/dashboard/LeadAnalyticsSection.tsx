import { AnalyticsErrorCard } from './AnalyticsErrorCard';
import { analyticsFailureMessage } from './dashboardErrors';
import { DashboardSection } from './DashboardSection';
import { LeadAnalytics } from './LeadAnalytics';
import { SectionBoundary } from './SectionBoundary';
import { useRetryKey } from './useRetryKey';

interface LeadAnalyticsSectionProps {
  fetchKey: string;
  platformWide: boolean;
}

/** The lead analytics cards (and top performing brands) with their own loading and failure ('Analytics Error'). */
export function LeadAnalyticsSection({ fetchKey, platformWide }: LeadAnalyticsSectionProps) {
  const { key, retry } = useRetryKey(fetchKey);
  return (
    <DashboardSection title="Leads Analytics" description={platformWide ? 'Enquiries and bookings across every brand.' : 'Enquiries and bookings for your brands.'}>
      <SectionBoundary
        resetKey={key}
        loadingLabel="Loading lead analytics"
        fallback={(error) => <AnalyticsErrorCard title="Analytics Error" message={analyticsFailureMessage(error)} onRetry={retry} />}
      >
        <LeadAnalytics fetchKey={key} showTopPerformingBrands={platformWide} />
      </SectionBoundary>
    </DashboardSection>
  );
}
