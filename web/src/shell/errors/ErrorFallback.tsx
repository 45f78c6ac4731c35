import styled from 'styled-components';
import { Button } from '../../components/Button';
import { RefreshIcon } from '../../components/icons';

const Wrapper = styled.div`
  display: grid;
  place-items: center;
  min-height: 60vh;
  padding: ${({ theme }) => `${theme.space[8]} ${theme.layout.gutter}`};
  text-align: center;
`;

const Card = styled.div`
  max-width: 34rem;
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[4]};

  h1 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
  p {
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

const Motif = styled.span`
  width: 3.5rem;
  height: 3.5rem;
  border-radius: 50%;
  border: 2px solid ${({ theme }) => theme.colors.ochre};
  box-shadow:
    inset 0 0 0 8px ${({ theme }) => theme.colors.ivory},
    inset 0 0 0 10px ${({ theme }) => theme.colors.indigo800};
`;

/** The application-wide error view. */
export function ErrorFallback({ onRetry }: { onRetry: () => void }) {
  return (
    <Wrapper role="alert">
      <Card>
        <Motif aria-hidden="true" />
        <h1>Something went wrong</h1>
        <p>We're sorry, but something unexpected happened. Please try refreshing the page.</p>
        <Button onClick={onRetry}>
          <RefreshIcon />
          Try Again
        </Button>
      </Card>
    </Wrapper>
  );
}
