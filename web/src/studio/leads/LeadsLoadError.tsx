import { useEffect } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { RefreshIcon } from '../../components/icons';
import { userFacingMessage } from '../../relay/mutationErrors';
import { useToast } from '../../shell/toast/useToast';

const Notice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.colors.paper};
  border: 1px solid ${({ theme }) => theme.colors.terracottaLight};
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};

  p { color: ${({ theme }) => theme.colors.inkSoft}; }
  strong { display: block; color: ${({ theme }) => theme.colors.danger}; }
`;

export const LEADS_LOAD_FAILED = 'Failed to load leads';
const TRY_AGAIN = 'Please try again in a moment.';

/** The list could not be loaded: a toast says so, and the notice offers to try again. */
export function LeadsLoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { showToast } = useToast();
  useEffect(() => {
    showToast(LEADS_LOAD_FAILED, 'error');
  }, [error, showToast]);

  return (
    <Notice role="alert">
      <p>
        <strong>The leads could not be loaded.</strong>
        {userFacingMessage(error, TRY_AGAIN)}
      </p>
      <Button $variant="secondary" onClick={onRetry}>
        <RefreshIcon />
        Try Again
      </Button>
    </Notice>
  );
}
