import { useState, type FormEvent } from 'react';
import { graphql, useMutation } from 'react-relay';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { SignUpPageMutation } from '../../__generated__/SignUpPageMutation.graphql';
import { AccountCard, AccountCardFooter } from '../../components/account/AccountCard';
import { AccountForm } from '../../components/account/AccountForm';
import { Button } from '../../components/Button';
import { FormMessage } from '../../components/form/FormMessage';
import { NewPasswordFields } from '../../components/form/NewPasswordFields';
import { PASSWORD_MESSAGES } from '@domain/password-policy';
import { fieldErrorsOf, userFacingMessage } from '../../relay/mutationErrors';
import { EmailField } from '../../components/form/EmailField';

const signUpMutation = graphql`
  mutation SignUpPageMutation($input: SignUpInput!) {
    signUp(input: $input) {
      message
    }
  }
`;

const SIGN_UP_FAILED = 'Failed to create account. Please try again.';

type FieldErrors = Partial<Record<'email' | 'password' | 'confirmPassword', string>>;

/** /signup: creates an account; the confirmation mail has to be opened before signing in. */
export function SignUpPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [commit, submitting] = useMutation<SignUpPageMutation>(signUpMutation);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const message = params.get('message');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (password !== confirmPassword) {
      setFieldErrors({ confirmPassword: PASSWORD_MESSAGES.mismatch });
      return;
    }
    setFieldErrors({});
    commit({
      variables: { input: { email: email.trim(), password, confirmPassword } },
      onCompleted: ({ signUp }) => void navigate(`/login?${new URLSearchParams({ message: signUp.message })}`),
      onError: (error) => {
        const errors = fieldErrorsOf(error);
        setFieldErrors(errors);
        if (Object.keys(errors).length === 0) setFormError(userFacingMessage(error, SIGN_UP_FAILED));
      },
    });
  };

  return (
    <AccountCard
      title="Create an Account"
      lead="Save the designers you love, write reviews and order made-to-measure pieces."
    >
      {message ? <FormMessage tone="info">{message}</FormMessage> : null}
      {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
      <AccountForm noValidate onSubmit={onSubmit}>
        <EmailField value={email} error={fieldErrors.email} onValueChange={setEmail} required />
        <NewPasswordFields
          label="Password"
          hint="At least 8 characters"
          password={password}
          confirmPassword={confirmPassword}
          errors={fieldErrors}
          onPasswordChange={setPassword}
          onConfirmPasswordChange={setConfirmPassword}
        />
        <Button type="submit" $size="lg" disabled={submitting}>
          {submitting ? 'Creating Account…' : 'Create Account'}
        </Button>
      </AccountForm>
      <AccountCardFooter>
        <p>
          Already have an account? <Link to="/login">Sign in</Link>
        </p>
      </AccountCardFooter>
    </AccountCard>
  );
}
