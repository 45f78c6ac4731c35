import { AccountCard } from '../../components/account/AccountCard';
import { AccountOutcome } from '../../components/account/AccountStatus';
import { ButtonLink } from '../../components/Button';
import { CheckCircleIcon } from '../../components/icons';

export function PasswordUpdated({ message }: { message: string }) {
  return (
    <AccountCard title="Reset password">
      <AccountOutcome tone="success" icon={<CheckCircleIcon />}>
        <p>{message}</p>
        <p>You have been signed out everywhere. Sign in with your new password.</p>
        <ButtonLink to="/login">Sign In</ButtonLink>
      </AccountOutcome>
    </AccountCard>
  );
}
