import styled from 'styled-components';
import { Button } from '../../components/Button';
import { RefreshIcon } from '../../components/icons';
import { LoadingIndicator } from '../../components/LoadingIndicator';
import { problemFrame } from '../kit/ProblemCard';
import { StatGrid } from '../kit/StatGrid';

const Waiting = styled(StatGrid)`
  min-height: 7.5rem;
  place-items: center;

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: minmax(0, 1fr);
  }
  ${({ theme }) => theme.media.xl} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Problem = styled(StatGrid)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]};
  ${problemFrame}
`;

export function LeadStatsLoading() {
  return (
    <Waiting aria-label="Lead analytics">
      <LoadingIndicator label="Loading lead analytics" />
    </Waiting>
  );
}

export function LeadStatsError({ onRetry }: { onRetry: () => void }) {
  return (
    <Problem aria-label="Lead analytics">
      <p role="alert">The lead figures could not be loaded.</p>
      <Button $variant="secondary" $size="sm" onClick={onRetry}>
        <RefreshIcon />
        Reload figures
      </Button>
    </Problem>
  );
}
