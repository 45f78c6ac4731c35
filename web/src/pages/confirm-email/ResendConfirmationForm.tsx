import { useState, type FormEvent } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { ResendConfirmationFormMutation } from '../../__generated__/ResendConfirmationFormMutation.graphql';
import { AccountForm } from '../../components/account/AccountForm';
import { Button } from '../../components/Button';
import { FormMessage } from '../../components/form/FormMessage';
import { emailProblem } from '@domain/email-address';
import { fieldErrorsOf, userFacingMessage } from '../../relay/mutationErrors';
import { EmailField } from '../../components/form/EmailField';

const resendMutation = graphql`
  mutation ResendConfirmationFormMutation($input: ResendConfirmationEmailInput!) {
    resendConfirmationEmail(input: $input) {
      message
    }
  }
`;

/** Asks for a new confirmation link when the one followed no longer works. */
export function ResendConfirmationForm() {
  const [commit, sending] = useMutation<ResendConfirmationFormMutation>(resendMutation);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = emailProblem(email);
    setError(problem);
    if (problem) return;
    commit({
      variables: { input: { email: email.trim() } },
      onCompleted: ({ resendConfirmationEmail }) => setSent(resendConfirmationEmail.message),
      onError: (failure) =>
        setError(
          fieldErrorsOf(failure).email ?? userFacingMessage(failure, 'Failed to send a new link. Please try again.'),
        ),
    });
  };

  if (sent) return <FormMessage tone="success">{sent}</FormMessage>;
  return (
    <AccountForm noValidate onSubmit={onSubmit}>
      <EmailField value={email} error={error} onValueChange={setEmail} />
      <Button type="submit" $variant="secondary" disabled={sending}>
        Send a new link
      </Button>
    </AccountForm>
  );
}
