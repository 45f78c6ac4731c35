import { Link, useSearchParams } from 'react-router';
import { AccountCard, AccountCardFooter } from '../../components/account/AccountCard';
import { AccountOutcome, AccountWaiting } from '../../components/account/AccountStatus';
import { ButtonLink } from '../../components/Button';
import { AlertCircleIcon, CheckCircleIcon } from '../../components/icons';
import { ResendConfirmationForm } from './ResendConfirmationForm';
import { useEmailConfirmation } from './useEmailConfirmation';

/** /confirm-email?token=...: the link of the confirmation mail. */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const state = useEmailConfirmation(params.get('token'));

  if (state.status === 'confirming') {
    return (
      <AccountCard title="Confirming your e-mail">
        <AccountWaiting>Confirming your e-mail address…</AccountWaiting>
      </AccountCard>
    );
  }
  if (state.status === 'confirmed') {
    return (
      <AccountCard title="E-mail confirmed">
        <AccountOutcome tone="success" icon={<CheckCircleIcon />}>
          <p>
            Thank you. <strong>{state.email}</strong> is confirmed and your account is ready.
          </p>
          <ButtonLink to="/login">Sign In</ButtonLink>
        </AccountOutcome>
      </AccountCard>
    );
  }
  return (
    <AccountCard title="Confirmation failed">
      <AccountOutcome tone="error" icon={<AlertCircleIcon />}>
        <p>{state.message}</p>
      </AccountOutcome>
      <ResendConfirmationForm />
      <AccountCardFooter>
        <p>
          Already confirmed? <Link to="/login">Sign in</Link>
        </p>
      </AccountCardFooter>
    </AccountCard>
  );
}
