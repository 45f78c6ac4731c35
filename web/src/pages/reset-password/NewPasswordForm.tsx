import { useState, type FormEvent } from 'react';
import { graphql, useMutation } from 'react-relay';
import { Link } from 'react-router';
import type { NewPasswordFormMutation } from '../../__generated__/NewPasswordFormMutation.graphql';
import { AccountCard, AccountCardFooter } from '../../components/account/AccountCard';
import { AccountForm } from '../../components/account/AccountForm';
import { Button } from '../../components/Button';
import { FormMessage } from '../../components/form/FormMessage';
import { NewPasswordFields } from '../../components/form/NewPasswordFields';
import { PASSWORD_MESSAGES, passwordStrengthProblem } from '@domain/password-policy';
import { fieldErrorsOf, userFacingMessage } from '../../relay/mutationErrors';

const resetPasswordMutation = graphql`
  mutation NewPasswordFormMutation($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      message
    }
  }
`;

const UPDATE_FAILED = 'Failed to update password. Please try again.';
const UPDATED = 'Password updated successfully!';

type FieldErrors = Partial<Record<'password' | 'confirmPassword', string>>;

function clientErrors(password: string, confirmPassword: string): FieldErrors {
  const errors: FieldErrors = {};
  const strength = passwordStrengthProblem(password);
  if (strength) errors.password = strength;
  if (password !== confirmPassword) errors.confirmPassword = PASSWORD_MESSAGES.mismatch;
  return errors;
}

export function NewPasswordForm({ token, onUpdated }: { token: string; onUpdated: (message: string) => void }) {
  const [commit, saving] = useMutation<NewPasswordFormMutation>(resetPasswordMutation);
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<{ message: string; linkExpired: boolean } | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const errors = clientErrors(password, confirmPassword);
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) return;
    commit({
      variables: { input: { token, password, confirmPassword } },
      onCompleted: ({ resetPassword }) => onUpdated(resetPassword.message || UPDATED),
      onError: (error) => {
        const { token: tokenError, ...rest } = fieldErrorsOf(error);
        setFieldErrors(rest);
        if (tokenError) setFormError({ message: tokenError, linkExpired: true });
        else if (Object.keys(rest).length === 0)
          setFormError({ message: userFacingMessage(error, UPDATE_FAILED), linkExpired: false });
      },
    });
  };

  return (
    <AccountCard
      title="Reset password"
      lead="Choose a new password: at least 8 characters, with a lowercase letter, an uppercase letter and a number."
    >
      {formError ? (
        <FormMessage tone="error">
          {formError.message} {formError.linkExpired ? <Link to="/forgot-password">Request a new link</Link> : null}
        </FormMessage>
      ) : null}
      <AccountForm noValidate onSubmit={onSubmit}>
        <NewPasswordFields
          label="New password"
          password={password}
          confirmPassword={confirmPassword}
          errors={fieldErrors}
          onPasswordChange={setPassword}
          onConfirmPasswordChange={setConfirmPassword}
        />
        <Button type="submit" $size="lg" disabled={saving}>
          {saving ? 'Updating…' : 'Update password'}
        </Button>
      </AccountForm>
      <AccountCardFooter>
        <p>
          <Link to="/forgot-password">Request a new link</Link> · <Link to="/login">Back to Sign In</Link>
        </p>
      </AccountCardFooter>
    </AccountCard>
  );
}
