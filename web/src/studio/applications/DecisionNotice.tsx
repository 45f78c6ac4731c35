import { Link } from 'react-router';
import styled, { css } from 'styled-components';
import { CheckCircleIcon, AlertCircleIcon } from '../../components/icons';
import type { DecisionOutcome } from './decisionOutcome';

const Box = styled.div<{ $warning: boolean }>`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[5]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  ${({ $warning, theme }) =>
    $warning
      ? css`
          background: ${theme.colors.terracottaLight};
          border-left: 4px solid ${theme.colors.danger};
        `
      : css`
          background: ${theme.colors.successLight};
          border-left: 4px solid ${theme.colors.success};
        `}

  > svg {
    width: 1.4rem;
    height: 1.4rem;
    color: ${({ $warning, theme }) => ($warning ? theme.colors.danger : theme.colors.success)};
  }
  p {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.ink};
    overflow-wrap: anywhere;
  }
  strong {
    display: block;
    margin-bottom: 0.2rem;
  }
  a {
    color: ${({ theme }) => theme.colors.indigo800};
    font-weight: 600;
  }
`;

const Dismiss = styled.button`
  padding: 0.25rem 0.5rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.indigo800};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  text-decoration: underline;
  cursor: pointer;
`;

interface DecisionNoticeProps {
  outcome: DecisionOutcome;
  /** Without it the notice cannot be dismissed (inside the detail dialog, which closes instead). */
  onDismiss?: () => void;
}

/** After an approval: the brand it made and whether the designer was e-mailed; after a rejection, the reply. */
export function DecisionNotice({ outcome, onDismiss }: DecisionNoticeProps) {
  return (
    <Box $warning={outcome.mailFailed}>
      {outcome.mailFailed ? <AlertCircleIcon aria-hidden="true" /> : <CheckCircleIcon aria-hidden="true" />}
      <div>
        <p>
          <strong>{outcome.title}</strong>
          {outcome.brand ? (
            <>
              Brand: <Link to={outcome.brand.href}>{outcome.brand.name}</Link> (unverified).{' '}
            </>
          ) : null}
          {outcome.mail}
        </p>
      </div>
      {onDismiss ? (
        <Dismiss type="button" onClick={onDismiss}>
          Dismiss
        </Dismiss>
      ) : (
        <span />
      )}
    </Box>
  );
}
