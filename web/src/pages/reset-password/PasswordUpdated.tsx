import { AccountCard } from '../../components/account/AccountCard';
import { AccountOutcome } from '../../components/account/AccountStatus';
import { ButtonLink } from '../../components/Button';
import { CheckCircleIcon } from '../../components/icons';
import { loginPathReturningTo } from '../../auth/signInTarget';

/** `next`: where the link's sender wants the user after signing in (an approved designer's brand page, say). */
export function PasswordUpdated({ message, next }: { message: string; next: string | null }) {
  return (
    <AccountCard title="Reset password">
      <AccountOutcome tone="success" icon={<CheckCircleIcon />}>
        <p>{message}</p>
        <p>You have been signed out everywhere. Sign in with your new password.</p>
        <ButtonLink to={loginPathReturningTo(next ?? '/')}>Sign In</ButtonLink>
      </AccountOutcome>
    </AccountCard>
  );
}
