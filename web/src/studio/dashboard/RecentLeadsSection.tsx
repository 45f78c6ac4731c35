import { ButtonLink } from '../../components/Button';
import { ArrowRightIcon } from '../../components/icons';
import { AuthRequired } from '../kit/AuthRequired';
import { QuerySection, SectionLoading } from '../kit/QuerySection';
import { leadsFailureMessage } from './dashboardErrors';
import { DashboardSection } from './DashboardSection';
import { LeadsDashboardError } from './LeadsDashboardError';
import { RecentLeads } from './RecentLeads';
import { STUDIO_HOME_PATH } from '../kit/studioHome';
import { leadsPaths } from '../leads/paths';

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
  return (
    <DashboardSection
      title="Recent Leads"
      description="The newest enquiries and orders; change a status right here."
      actions={
        <ButtonLink $variant="secondary" $size="sm" to={leadsPaths.list}>
          View all leads
          <ArrowRightIcon />
        </ButtonLink>
      }
    >
      <QuerySection
        resetKey="leads"
        loading={<SectionLoading label="Loading recent leads" />}
        sessionEnded={
          <AuthRequired
            compact
            message="You need to be logged in to view the leads dashboard."
            returnTo={STUDIO_HOME_PATH}
            actionLabel="Go to Login"
          />
        }
        error={(error, retry) => (
          <LeadsDashboardError
            message={leadsFailureMessage(error)}
            onRetryLeads={retry}
            onRetryAnalytics={onRetryAnalytics}
          />
        )}
      >
        {(key) => <RecentLeads fetchKey={key} refreshKey={refreshKey} onStatusSaved={onStatusSaved} />}
      </QuerySection>
    </DashboardSection>
  );
}
