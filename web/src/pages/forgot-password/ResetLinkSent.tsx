import styled from 'styled-components';
import { AccountOutcome } from '../../components/account/AccountStatus';
import { ButtonLink } from '../../components/Button';
import { MailIcon } from '../../components/icons';

const TextButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.indigo800};
  font-weight: 600;
  text-decoration: underline;
`;

const Small = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  && {
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

/** The 'Check your email' state of /forgot-password. */
export function ResetLinkSent({ email, onTryAgain }: { email: string; onTryAgain: () => void }) {
  return (
    <AccountOutcome tone="success" icon={<MailIcon />}>
      <p>
        If <strong>{email}</strong> has an Adire account, a link to reset its password is on its way. The link works
        once and expires in 1 hour.
      </p>
      <Small>
        Didn't get it? Check your spam folder or{' '}
        <TextButton type="button" onClick={onTryAgain}>
          try again
        </TextButton>
        .
      </Small>
      <ButtonLink to="/login" $variant="secondary">
        Back to Sign In
      </ButtonLink>
    </AccountOutcome>
  );
}
