import { Button, ButtonLink } from '../../components/Button';
import { RefreshIcon } from '../../components/icons';
import { ProblemCard } from '../kit/ProblemCard';
import { dashboardPaths } from './paths';

interface LeadsDashboardErrorProps {
  message: string;
  onRetryLeads: () => void;
  onRetryAnalytics: () => void;
}

/** The recent leads could not be listed: retry them, retry the figures, or sign in again. */
export function LeadsDashboardError({ message, onRetryLeads, onRetryAnalytics }: LeadsDashboardErrorProps) {
  return (
    <ProblemCard
      title="Error Loading Leads Dashboard"
      message={message}
      actions={
        <>
          <Button $size="sm" onClick={onRetryLeads}>
            <RefreshIcon />
            Retry Leads
          </Button>
          <Button $variant="secondary" $size="sm" onClick={onRetryAnalytics}>
            Retry Analytics
          </Button>
          <ButtonLink $variant="ghost" $size="sm" to={dashboardPaths.login}>
            Re-login
          </ButtonLink>
        </>
      }
    />
  );
}
