import { useState, type FormEvent } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { ResetLinkRequestFormMutation } from '../../__generated__/ResetLinkRequestFormMutation.graphql';
import { AccountForm } from '../../components/account/AccountForm';
import { Button } from '../../components/Button';
import { emailProblem } from '@domain/email-address';
import { fieldErrorsOf } from '../../relay/mutationErrors';
import { useToast } from '../../components/toast/useToast';
import { EmailField } from '../../components/form/EmailField';

const requestResetMutation = graphql`
  mutation ResetLinkRequestFormMutation($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input) {
      message
    }
  }
`;

const SENT = 'Password reset email sent! Check your inbox.';
const FAILED = 'Failed to send reset email. Please try again.';

export function ResetLinkRequestForm({ onSent }: { onSent: (email: string) => void }) {
  const { showToast } = useToast();
  const [commit, sending] = useMutation<ResetLinkRequestFormMutation>(requestResetMutation);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = emailProblem(email);
    setError(problem);
    if (problem) return;
    const address = email.trim();
    commit({
      variables: { input: { email: address } },
      onCompleted: ({ requestPasswordReset }) => {
        showToast(requestPasswordReset.message || SENT, 'success');
        onSent(address);
      },
      onError: (failure) => {
        const fieldError = fieldErrorsOf(failure).email;
        if (fieldError) setError(fieldError);
        else showToast(FAILED, 'error');
      },
    });
  };

  return (
    <AccountForm noValidate onSubmit={onSubmit}>
      <EmailField value={email} error={error} onValueChange={setEmail} required />
      <Button type="submit" $size="lg" disabled={sending}>
        {sending ? 'Sending…' : 'Send reset link'}
      </Button>
    </AccountForm>
  );
}
