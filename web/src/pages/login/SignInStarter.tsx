import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AccountCard } from '../../components/account/AccountCard';
import { AccountWaiting } from '../../components/account/AccountStatus';
import { Button } from '../../components/Button';
import { FormMessage } from '../../components/form/FormMessage';
import { PLAIN_SIGN_IN_TARGET, signInReturnTarget } from '../../auth/signInTarget';
import { useAuth } from '../../auth/useAuth';
import { loginErrorMessage } from './loginErrorMessages';
import { keepNoticeForForm, noticeFromSearch } from './loginNotice';

/**
 * /login without an interaction: sign-in starts at the provider, which comes back here with one.
 * `?redirect=` is where the browser goes once signed in, / without one; a visitor already signed in
 * goes there now.
 */
export function SignInStarter() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { loading, user, signIn } = useAuth();
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const startedAttempt = useRef(-1);

  useEffect(() => {
    if (loading || startedAttempt.current === attempt) return;
    startedAttempt.current = attempt;
    const redirectTo = signInReturnTarget(params.get('redirect')) ?? PLAIN_SIGN_IN_TARGET;
    if (user) {
      void navigate(redirectTo, { replace: true });
      return;
    }
    keepNoticeForForm(noticeFromSearch(params));
    signIn(redirectTo).catch(() => setFailed(true));
  }, [loading, user, attempt, params, navigate, signIn]);

  return (
    <AccountCard title="Sign In">
      {failed ? (
        <>
          <FormMessage tone="error">{loginErrorMessage('service_unavailable')}</FormMessage>
          <Button
            onClick={() => {
              setFailed(false);
              setAttempt((n) => n + 1);
            }}
          >
            Try again
          </Button>
        </>
      ) : (
        <AccountWaiting>Taking you to sign in…</AccountWaiting>
      )}
    </AccountCard>
  );
}
