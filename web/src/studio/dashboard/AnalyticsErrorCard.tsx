import { Button } from '../../components/Button';
import { RefreshIcon } from '../../components/icons';
import { ProblemCard } from '../kit/ProblemCard';

interface AnalyticsErrorCardProps {
  /** 'Platform Analytics Error', 'Brand Analytics Error' or 'Analytics Error'. */
  title: string;
  message: string;
  onRetry: () => void;
}

/** An analytics section that failed, with a Retry button; the rest of the dashboard carries on. */
export function AnalyticsErrorCard({ title, message, onRetry }: AnalyticsErrorCardProps) {
  return (
    <ProblemCard
      title={title}
      message={message}
      actions={
        <Button $variant="secondary" $size="sm" onClick={onRetry}>
          <RefreshIcon />
          Retry
        </Button>
      }
    />
  );
}
