import { useState, type FormEvent } from 'react';
import { graphql, useMutation } from 'react-relay';
import styled from 'styled-components';
import type { ContactFormMutation } from '../../__generated__/ContactFormMutation.graphql';
import { Button } from '../../components/Button';
import { FormMessage } from '../../components/form/FormMessage';
import { TextAreaField } from '../../components/form/TextAreaField';
import { TextField } from '../../components/form/TextField';
import { fieldErrorsOf } from '../../relay/mutationErrors';
import { useToast } from '../../components/toast/useToast';
import { contactErrors, type ContactDraft, type ContactErrors } from '@features/contact/rules';
import { CONTACT_TEXTS, contactFailureMessage } from './contactRules';

const submitEnquiryMutation = graphql`
  mutation ContactFormMutation($input: SubmitContactEnquiryInput!) {
    submitContactEnquiry(input: $input) {
      message
      enquiryId
      notificationSent
    }
  }
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

const EMPTY: ContactDraft = { name: '', email: '', subject: '', message: '' };

/** The contact form: checks the spec's rules before sending; field errors clear as the field is edited. */
export function ContactForm() {
  const { showToast } = useToast();
  const [commit, sending] = useMutation<ContactFormMutation>(submitEnquiryMutation);
  const [draft, setDraft] = useState<ContactDraft>(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [sent, setSent] = useState(false);

  const field = (name: keyof ContactDraft) => ({
    name,
    value: draft[name],
    error: errors[name],
    disabled: sending,
    onChange: (event: { target: { value: string } }) => {
      setDraft((d) => ({ ...d, [name]: event.target.value }));
      setErrors((e) => ({ ...e, [name]: undefined }));
      setSent(false);
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problems = contactErrors(draft);
    setErrors(problems);
    if (Object.keys(problems).length) {
      showToast(CONTACT_TEXTS.fixErrors, 'error');
      return;
    }
    commit({
      variables: {
        input: {
          name: draft.name.trim(),
          email: draft.email.trim(),
          subject: draft.subject.trim(),
          message: draft.message.trim(),
        },
      },
      onCompleted: ({ submitContactEnquiry }) => {
        showToast(submitContactEnquiry.message || CONTACT_TEXTS.sent, 'success');
        setDraft(EMPTY);
        setSent(true);
      },
      onError: (failure) => {
        setErrors(fieldErrorsOf(failure));
        showToast(contactFailureMessage(failure), 'error');
      },
    });
  };

  return (
    <Form noValidate onSubmit={onSubmit} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">Send us a message</h2>
      {sent ? <FormMessage tone="success">{CONTACT_TEXTS.sent}</FormMessage> : null}
      <Row>
        <TextField label="Name" autoComplete="name" {...field('name')} />
        <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
      </Row>
      <TextField label="Subject" {...field('subject')} />
      <TextAreaField label="Message" rows={6} {...field('message')} />
      <div>
        <Button type="submit" $size="lg" disabled={sending}>
          {sending ? 'Sending…' : 'Send Message'}
        </Button>
      </div>
    </Form>
  );
}
