import { ButtonLink } from '../../components/Button';
import { ArrowRightIcon } from '../../components/icons';
import { DashboardAuthRequired } from './DashboardAuthRequired';
import { isSessionRejected, leadsFailureMessage } from './dashboardErrors';
import { DashboardSection } from './DashboardSection';
import { LeadsDashboardError } from './LeadsDashboardError';
import { RecentLeads } from './RecentLeads';
import { SectionBoundary } from './SectionBoundary';
import { useRetryKey } from './useRetryKey';

/** The full leads screen, where leads are searched, filtered and deleted. */
const ALL_LEADS_PATH = '/studio/leads';

interface RecentLeadsSectionProps {
  refreshKey: number;
  onRetryAnalytics: () => void;
  onStatusSaved: () => void;
}

/**
 * The recent leads table with its own loading and failure: 'Error Loading Leads Dashboard' (retry
 * the leads, retry the figures, or sign in again), or 'Authentication Required' once the session has ended.
 */
export function RecentLeadsSection({ refreshKey, onRetryAnalytics, onStatusSaved }: RecentLeadsSectionProps) {
  const { key, retry } = useRetryKey('leads');
  return (
    <DashboardSection
      title="Recent Leads"
      description="The newest enquiries and orders; change a status right here."
      actions={
        <ButtonLink $variant="secondary" $size="sm" to={ALL_LEADS_PATH}>
          View all leads
          <ArrowRightIcon />
        </ButtonLink>
      }
    >
      <SectionBoundary
        resetKey={key}
        loadingLabel="Loading recent leads"
        fallback={(error) =>
          isSessionRejected(error) ? (
            <DashboardAuthRequired />
          ) : (
            <LeadsDashboardError message={leadsFailureMessage(error)} onRetryLeads={retry} onRetryAnalytics={onRetryAnalytics} />
          )
        }
      >
        <RecentLeads fetchKey={key} refreshKey={refreshKey} onStatusSaved={onStatusSaved} />
      </SectionBoundary>
    </DashboardSection>
  );
}
