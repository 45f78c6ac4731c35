import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { AccountCard, AccountCardFooter } from '../../components/account/AccountCard';
import { AccountForm } from '../../components/account/AccountForm';
import { Button } from '../../components/Button';
import { FormMessage } from '../../components/form/FormMessage';
import { TextField } from '../../components/form/TextField';
import { submitSignInCode, type InteractionAnswer } from '../../auth/interactionApi';
import { DEFAULT_AUTH_ERROR, loginErrorMessage } from './loginErrorMessages';

export const CODE_MISSING = 'Enter the 6-digit code from the e-mail.';
export const NEW_CODE_REQUESTED =
  'If the e-mail address and password are correct, a new code is on its way. Only the newest code works.';

const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const TextButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.indigo800};
  font-weight: 600;
  text-decoration: underline;
`;

/** Digits only, whatever spaces or dashes came with a pasted code. */
const digitsOf = (input: string) => input.replace(/[\s-]/g, '');

interface SignInCodeFormProps {
  uid: string;
  email: string;
  remember: boolean;
  /** What the login step answered: where the code went and for how long it works. */
  explanation: string;
  /** Signed in: where the provider sends the browser next. */
  onSignedIn: (redirectTo: string) => void;
  /** Sends the e-mail address and password again, which mails a new code. */
  onSendNewCode: () => Promise<InteractionAnswer<unknown>>;
  /** The sign-in request expired: start over at the provider. */
  onExpired: (message: string) => void;
  /** Back to the e-mail and password. */
  onBack: () => void;
}

/**
 * The second step of a sign-in to an account others keep failing to sign in to: the code the API
 * mailed to the account (docs/API.md, "The web app", step 4). The field takes the focus, and the
 * explanation above it is a status message, so a screen reader hears both.
 */
export function SignInCodeForm(props: SignInCodeFormProps) {
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const digits = digitsOf(code);
    if (!/^\d{6}$/.test(digits)) {
      setFieldError(CODE_MISSING);
      return;
    }
    setFieldError(null);
    setFormError(null);
    setNotice(null);
    setBusy(true);
    try {
      const answer = await submitSignInCode(props.uid, { code: digits, remember: props.remember });
      if (answer.ok) {
        props.onSignedIn(answer.value.redirectTo);
        return;
      }
      if (answer.failure.error === 'interaction_expired') {
        props.onExpired(answer.failure.message);
        return;
      }
      setFormError(answer.failure.message || DEFAULT_AUTH_ERROR);
    } catch {
      setFormError(loginErrorMessage('service_unavailable'));
    }
    setBusy(false);
  };

  const sendNewCode = async () => {
    setFormError(null);
    setNotice(null);
    setBusy(true);
    try {
      const answer = await props.onSendNewCode();
      if (!answer.ok && answer.failure.error === 'code_required') {
        setCode('');
        setNotice(NEW_CODE_REQUESTED);
      } else if (!answer.ok && answer.failure.error === 'interaction_expired') {
        props.onExpired(answer.failure.message);
        return;
      } else if (!answer.ok) {
        setFormError(answer.failure.message || DEFAULT_AUTH_ERROR);
      }
    } catch {
      setFormError(loginErrorMessage('service_unavailable'));
    }
    setBusy(false);
  };

  return (
    <AccountCard title="Check your e-mail" lead={<>Signing in as {props.email}</>}>
      <FormMessage tone="info">{props.explanation}</FormMessage>
      {notice ? <FormMessage tone="success">{notice}</FormMessage> : null}
      {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
      <AccountForm noValidate onSubmit={onSubmit}>
        <TextField
          label="Sign-in code"
          name="code"
          hint="6 digits, from the e-mail “Your Adire sign-in code”"
          inputMode="numeric"
          autoComplete="one-time-code"
          autoCapitalize="off"
          spellCheck={false}
          // The step replaced the password form: the code is what to type next.
          autoFocus
          value={code}
          error={fieldError}
          onChange={(event) => setCode(event.target.value)}
        />
        <Actions>
          <Button type="submit" $size="lg" disabled={busy}>
            {busy ? 'Checking…' : 'Verify and sign in'}
          </Button>
          <Button $variant="secondary" disabled={busy} onClick={() => void sendNewCode()}>
            Send a new code
          </Button>
        </Actions>
      </AccountForm>
      <AccountCardFooter>
        <p>
          Not your account, or a typo in the password?{' '}
          <TextButton type="button" onClick={props.onBack}>
            Go back
          </TextButton>
        </p>
      </AccountCardFooter>
    </AccountCard>
  );
}
