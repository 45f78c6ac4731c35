import { useEffect } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { RefreshIcon } from '../../components/icons';
import { userFacingMessage } from '../../relay/mutationErrors';
import { useToast } from '../../components/toast/useToast';
import { problemFrame } from './ProblemCard';

const Notice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[5]};
  ${problemFrame}

  strong {
    display: block;
    color: ${({ theme }) => theme.colors.danger};
  }
`;

const TRY_AGAIN = 'Please try again in a moment.';

interface LoadErrorProps {
  error: Error;
  /** The notice's first line, e.g. 'The leads could not be loaded.' */
  title: string;
  /** The toast shown as the failure happens, e.g. 'Failed to load leads'. */
  toast: string;
  onRetry: () => void;
}

/** A list could not be loaded: a toast says so, and the notice offers to try again. */
export function LoadError({ error, title, toast, onRetry }: LoadErrorProps) {
  const { showToast } = useToast();
  useEffect(() => {
    showToast(toast, 'error');
  }, [error, showToast, toast]);

  return (
    <Notice role="alert">
      <p>
        <strong>{title}</strong>
        {userFacingMessage(error, TRY_AGAIN)}
      </p>
      <Button $variant="secondary" onClick={onRetry}>
        <RefreshIcon />
        Try Again
      </Button>
    </Notice>
  );
}
