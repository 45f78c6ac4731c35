import { useState, type FormEvent } from 'react';
import { graphql, useMutation } from 'react-relay';
import styled from 'styled-components';
import type { NewsletterFormMutation } from '../../__generated__/NewsletterFormMutation.graphql';
import { useToast } from '../toast/useToast';
import { fieldErrorsOf, userFacingMessage } from '../../relay/mutationErrors';
import { Button } from '../Button';
import { TextField } from '../form/TextField';
import { NEWSLETTER_TEXTS, newsletterEmailProblem } from './newsletterRules';
import { NameFields } from '../form/NameFields';

const subscribeMutation = graphql`
  mutation NewsletterFormMutation($input: SubscribeToNewsletterInput!) {
    subscribeToNewsletter(input: $input) {
      alreadySubscribed
      message
    }
  }
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

/** Newsletter sign-up: e-mail required, names optional (sent as null when empty). */
export function NewsletterForm({ source }: { source: 'website' | 'contact_form' }) {
  const { showToast } = useToast();
  const [commit, sending] = useMutation<NewsletterFormMutation>(subscribeMutation);
  const [email, setEmail] = useState('');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = newsletterEmailProblem(email);
    setError(problem);
    if (problem) return;
    commit({
      variables: {
        input: { email: email.trim(), firstName: firstName.trim() || null, lastName: lastName.trim() || null, source },
      },
      onCompleted: ({ subscribeToNewsletter }) => {
        if (subscribeToNewsletter.alreadySubscribed) {
          showToast(NEWSLETTER_TEXTS.alreadySubscribed, 'info');
          return;
        }
        showToast(NEWSLETTER_TEXTS.subscribed, 'success');
        setEmail('');
        setFirstName('');
        setLastName('');
      },
      onError: (failure) => {
        const fieldError = fieldErrorsOf(failure).email;
        if (fieldError) setError(fieldError);
        showToast(userFacingMessage(failure, NEWSLETTER_TEXTS.failed), 'error');
      },
    });
  };

  return (
    <Form noValidate onSubmit={onSubmit} aria-label="Newsletter">
      <NameFields
        firstName={firstName}
        lastName={lastName}
        onFirstNameChange={setFirstName}
        onLastNameChange={setLastName}
        optional
        compact
      />
      <TextField
        label="Newsletter email"
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        error={error}
        onChange={(e) => {
          setEmail(e.target.value);
          setError(null);
        }}
      />
      <Button type="submit" $variant="accent" disabled={sending}>
        {sending ? 'Subscribing…' : 'Subscribe'}
      </Button>
    </Form>
  );
}
