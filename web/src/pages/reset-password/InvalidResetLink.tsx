import { Link } from 'react-router';
import { AccountCard, AccountCardFooter } from '../../components/account/AccountCard';
import { AccountOutcome } from '../../components/account/AccountStatus';
import { ButtonLink } from '../../components/Button';
import { AlertCircleIcon } from '../../components/icons';

export const INVALID_LINK = 'Invalid or expired reset link. Please request a new password reset.';
export const UNVERIFIABLE_LINK = 'Unable to verify reset session. Please request a new password reset.';

export function InvalidResetLink({ message = INVALID_LINK }: { message?: string }) {
  return (
    <AccountCard title="Reset password">
      <AccountOutcome tone="error" icon={<AlertCircleIcon />}>
        <p>{message}</p>
        <ButtonLink to="/forgot-password">Request a new link</ButtonLink>
      </AccountOutcome>
      <AccountCardFooter>
        <p>
          <Link to="/login">Back to Sign In</Link>
        </p>
      </AccountCardFooter>
    </AccountCard>
  );
}
