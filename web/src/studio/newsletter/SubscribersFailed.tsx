import styled from 'styled-components';
import { Button } from '../../components/Button';
import { RefreshIcon } from '../../components/icons';
import { LoadError } from '../kit/LoadError';
import { subscribersFetchFailed } from './newsletterFetchPolicy';
import { LOADING_TIMEOUT } from './useLoadingGuard';

const Notice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.colors.paper};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-left: 4px solid ${({ theme }) => theme.colors.ochre};
  border-radius: ${({ theme }) => theme.radii.md};
`;

/** Every attempt failed: the spec's toast with the reason, and a notice to try again. */
export function SubscribersFailed({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <LoadError
      error={error}
      title="The subscribers could not be loaded."
      toast={subscribersFetchFailed(error.message)}
      onRetry={onRetry}
    />
  );
}

/** Loading has gone on for 30 s (spec section 8). */
export function SubscribersTimedOut() {
  return (
    <Notice role="alert">
      <p>{LOADING_TIMEOUT}</p>
      <Button $variant="secondary" type="button" onClick={() => window.location.reload()}>
        <RefreshIcon />
        Refresh page
      </Button>
    </Notice>
  );
}
