import styled from 'styled-components';
import { Button } from './Button';
import { RefreshIcon } from './icons';

const Notice = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[5]};
  text-align: center;

  h2 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
  p {
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

/** A failed load: the message and a 'Try Again' button that reloads the page. */
export function LoadFailure({ title, detail }: { title: string; detail?: string }) {
  return (
    <Notice role="alert">
      <h2>{title}</h2>
      {detail ? <p>{detail}</p> : null}
      <Button $variant="secondary" onClick={() => window.location.reload()}>
        <RefreshIcon aria-hidden="true" />
        Try Again
      </Button>
    </Notice>
  );
}
