import styled, { css } from 'styled-components';
import { loginPathReturningTo } from '../../auth/signInTarget';
import { ButtonLink } from '../../components/Button';
import { LockIcon } from '../../components/icons';
import { studioPanelStyles } from './surfaces';

const Card = styled.div<{ $compact?: boolean }>`
  display: grid;
  justify-items: center;
  text-align: center;

  ${({ $compact, theme }) =>
    $compact
      ? css`
          gap: ${theme.space[3]};
          padding: ${theme.space[6]};
          background: ${theme.colors.ivory};
          border: 1px solid ${theme.colors.line};
          border-radius: ${theme.radii.md};

          h4 {
            font-size: ${theme.fontSizes.lg};
          }
          svg {
            width: 2rem;
            height: 2rem;
            color: ${theme.colors.indigo800};
          }
        `
      : css`
          ${studioPanelStyles}
          gap: ${theme.space[4]};
          max-width: 32rem;
          margin: ${theme.space[7]} auto;
          padding-block: ${theme.space[7]};

          h1 {
            font-size: ${theme.fontSizes['2xl']};
          }
          p {
            color: ${theme.colors.inkMuted};
          }
          svg {
            width: 2.5rem;
            height: 2.5rem;
            color: ${theme.colors.indigo800};
          }
        `}
`;

interface AuthRequiredProps {
  /** Why signing in is needed, e.g. 'Please log in to access the Studio Leads.' */
  message: string;
  /** Where signing in again leads back to. */
  returnTo: string;
  /** The link's words: 'Log In' unless given. */
  actionLabel?: string;
  /** In place of one section of a page (a smaller card with an h4) rather than the whole page (h1). */
  compact?: boolean;
}

/** What a studio page or section shows once the API no longer accepts the session. */
export function AuthRequired({ message, returnTo, actionLabel = 'Log In', compact }: AuthRequiredProps) {
  const Heading = compact ? 'h4' : 'h1';
  return (
    <Card role="alert" $compact={compact}>
      <LockIcon />
      <Heading>Authentication Required</Heading>
      <p>{message}</p>
      <ButtonLink $size={compact ? 'sm' : undefined} to={loginPathReturningTo(returnTo)}>
        {actionLabel}
      </ButtonLink>
    </Card>
  );
}
