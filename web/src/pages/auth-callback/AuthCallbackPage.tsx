import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AccountCard } from '../../components/account/AccountCard';
import { AccountOutcome, AccountWaiting } from '../../components/account/AccountStatus';
import { AlertCircleIcon, CheckCircleIcon } from '../../components/icons';
import { signInOutcome, type SignInOutcome } from './signInOutcome';

const SUCCESS_REDIRECT_MS = 2000;
const ERROR_REDIRECT_MS = 3000;

function loginUrlFor(outcome: Extract<SignInOutcome, { status: 'error' }>): string {
  return `/login?${new URLSearchParams({ error: outcome.error, message: outcome.message })}`;
}

/** /auth/callback: completes sign-in, then moves on after 2 s, or back to /login after 3 s on error. */
export function AuthCallbackPage() {
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<SignInOutcome | null>(null);

  useEffect(() => {
    let active = true;
    void signInOutcome(window.location.href).then((result) => {
      if (active) setOutcome(result);
    });
    return () => {
      active = false;
    };
  }, []);

  useEffect(() => {
    if (!outcome) return;
    const timer = setTimeout(
      () => void navigate(outcome.status === 'success' ? outcome.target : loginUrlFor(outcome), { replace: true }),
      outcome.status === 'success' ? SUCCESS_REDIRECT_MS : ERROR_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [outcome, navigate]);

  if (!outcome) {
    return (
      <AccountCard title="Signing you in">
        <AccountWaiting>Verifying your sign-in…</AccountWaiting>
      </AccountCard>
    );
  }
  if (outcome.status === 'success') {
    return (
      <AccountCard title="You're signed in">
        <AccountOutcome tone="success" icon={<CheckCircleIcon />}>
          <p>Welcome to Adire. Taking you on in a moment…</p>
          <Link to={outcome.target} replace>
            Continue now
          </Link>
        </AccountOutcome>
      </AccountCard>
    );
  }
  return (
    <AccountCard title="Sign-in problem">
      <AccountOutcome tone="error" icon={<AlertCircleIcon />}>
        <p>{outcome.message}</p>
        <p>Returning you to the sign-in page…</p>
        <Link to={loginUrlFor(outcome)} replace>
          Back to Sign In
        </Link>
      </AccountOutcome>
    </AccountCard>
  );
}
