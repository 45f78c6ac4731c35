import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AccountCard, AccountCardFooter } from '../../components/account/AccountCard';
import { AccountForm, FormRow } from '../../components/account/AccountForm';
import { Button } from '../../components/Button';
import { CheckboxField } from '../../components/form/CheckboxField';
import { FormMessage } from '../../components/form/FormMessage';
import { PasswordField } from '../../components/form/PasswordField';
import { submitCredentials, type InteractionAnswer } from '../../auth/interactionApi';
import { forgetRememberedLogin, readRememberedLogin, rememberLogin } from '../../auth/rememberMe';
import { startSignIn } from '../../auth/signInRedirect';
import { DEFAULT_AUTH_ERROR, INVALID_CREDENTIALS, loginErrorMessage } from './loginErrorMessages';
import { dropKeptNotice, keepNoticeForForm, noticeFromSearch, peekKeptNotice } from './loginNotice';
import { LoginNoticeMessage } from './LoginNoticeMessage';
import { useInteractionCheck } from './useInteractionCheck';
import { EmailField } from '../../components/form/EmailField';
import { SignInCodeForm } from './SignInCodeForm';

interface FieldErrors {
  email?: string;
  password?: string;
}

function failureMessage(answer: Extract<InteractionAnswer<unknown>, { ok: false }>): string {
  if (answer.failure.error === 'invalid_credentials') return INVALID_CREDENTIALS;
  return answer.failure.message || DEFAULT_AUTH_ERROR;
}

/** Starts over at the provider when the sign-in request has expired, explaining why on return. */
function restartExpiredSignIn(message: string) {
  keepNoticeForForm({ error: 'session_error', errorDescription: message, message: null });
  void startSignIn();
}

/** /login?interaction=...: the e-mail and password form the provider's sign-in request waits for. */
export function LoginForm({ uid }: { uid: string }) {
  const [params] = useSearchParams();
  const [notice] = useState(() => noticeFromSearch(params) ?? peekKeptNotice());
  const [remembered] = useState(readRememberedLogin);
  const [email, setEmail] = useState(remembered?.email ?? '');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(remembered !== null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  /** Set when the account asks for a mailed code as well: what the API said about it. */
  const [codeStep, setCodeStep] = useState<string | null>(null);
  const [backFromCode, setBackFromCode] = useState(false);

  useEffect(() => dropKeptNotice(), []);
  useInteractionCheck(uid, {
    onExpired: restartExpiredSignIn,
    onLoginHint: (hint) => setEmail((current) => current || hint),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    const errors: FieldErrors = {
      email: address ? undefined : 'Email is required',
      password: password ? undefined : 'Password is required',
    };
    setFieldErrors(errors);
    if (errors.email || errors.password) return;

    setSubmitting(true);
    setFormError(null);
    try {
      const answer = await submitCredentials(uid, { email: address, password, remember });
      if (answer.ok) {
        finishSignIn(answer.value.redirectTo);
        return;
      }
      if (answer.failure.error === 'interaction_expired') {
        restartExpiredSignIn(answer.failure.message);
        return;
      }
      if (answer.failure.error === 'code_required') setCodeStep(answer.failure.message);
      else setFormError(failureMessage(answer));
    } catch {
      setFormError(loginErrorMessage('service_unavailable'));
    }
    setSubmitting(false);
  };

  const finishSignIn = (redirectTo: string) => {
    if (remember) rememberLogin(email.trim());
    else forgetRememberedLogin();
    window.location.assign(redirectTo);
  };

  if (codeStep !== null)
    return (
      <SignInCodeForm
        uid={uid}
        email={email.trim()}
        remember={remember}
        explanation={codeStep}
        onSignedIn={finishSignIn}
        onSendNewCode={() => submitCredentials(uid, { email: email.trim(), password, remember })}
        onExpired={restartExpiredSignIn}
        onBack={() => {
          setCodeStep(null);
          setPassword('');
          setBackFromCode(true);
        }}
      />
    );

  return (
    <AccountCard title="Sign In" lead="Welcome back. Sign in to save favourites, write reviews and manage your studio.">
      {notice && !formError ? <LoginNoticeMessage notice={notice} /> : null}
      {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
      <AccountForm noValidate onSubmit={onSubmit}>
        <EmailField autoComplete="username" value={email} error={fieldErrors.email} onValueChange={setEmail} required />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          // Back from the code step, where the password is what to fix.
          autoFocus={backFromCode}
          value={password}
          error={fieldErrors.password}
          onChange={(event) => setPassword(event.target.value)}
          required
        />
        <FormRow>
          <CheckboxField
            label="Remember me"
            name="remember"
            checked={remember}
            onChange={(event) => setRemember(event.target.checked)}
          />
          <Link to="/forgot-password">Forgot password?</Link>
        </FormRow>
        <Button type="submit" $size="lg" disabled={submitting}>
          {submitting ? 'Signing In…' : 'Sign In'}
        </Button>
      </AccountForm>
      <AccountCardFooter>
        <p>
          Don't have an account? <Link to="/signup">Sign up</Link>
        </p>
      </AccountCardFooter>
    </AccountCard>
  );
}
