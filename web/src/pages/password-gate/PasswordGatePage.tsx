import { useEffect, useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { AccountCard } from '../../components/account/AccountCard';
import { AccountForm } from '../../components/account/AccountForm';
import { AccountOutcome } from '../../components/account/AccountStatus';
import { Button } from '../../components/Button';
import { FormMessage } from '../../components/form/FormMessage';
import { PasswordField } from '../../components/form/PasswordField';
import { CheckCircleIcon } from '../../components/icons';
import { safeTarget } from '../../auth/signInTarget';
import { GATE_UNAVAILABLE, grantGateAccess, hasGateAccess, submitGatePassword } from '../../lib/passwordGate';

const REDIRECT_AFTER_MS = 1000;

/** /password-gate?redirect=...: the beta password in front of the site. */
export function PasswordGatePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const target = safeTarget(params.get('redirect')) ?? '/';
  const [alreadyGranted] = useState(hasGateAccess);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [granted, setGranted] = useState(false);

  useEffect(() => {
    if (!granted) return;
    const timer = setTimeout(() => void navigate(target, { replace: true }), REDIRECT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [granted, navigate, target]);

  if (alreadyGranted) return <Navigate to={target} replace />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return;
    setChecking(true);
    setError(null);
    try {
      const answer = await submitGatePassword(password);
      if (answer.success) {
        grantGateAccess();
        setGranted(true);
        return;
      }
      setError(answer.error);
    } catch {
      setError(GATE_UNAVAILABLE);
    } finally {
      setChecking(false);
    }
    setPassword('');
  };

  return (
    <AccountCard
      standalone
      eyebrow="Private preview"
      title="Welcome to Adire"
      lead="Adire is open by invitation while we prepare for launch. Enter the password you were given."
    >
      {granted ? (
        <AccountOutcome tone="success" icon={<CheckCircleIcon />}>
          <p>Access granted. Taking you in…</p>
        </AccountOutcome>
      ) : (
        <>
          {error ? <FormMessage tone="error">{error}</FormMessage> : null}
          <AccountForm noValidate onSubmit={onSubmit}>
            <PasswordField
              label="Password"
              name="password"
              autoComplete="off"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              required
            />
            <Button type="submit" $size="lg" disabled={!password || checking}>
              {checking ? 'Checking…' : 'Enter'}
            </Button>
          </AccountForm>
        </>
      )}
    </AccountCard>
  );
}
