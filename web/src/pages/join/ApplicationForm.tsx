import { useState, type FormEvent } from 'react';
import { graphql, useMutation } from 'react-relay';
import styled from 'styled-components';
import type { ApplicationFormMutation } from '../../__generated__/ApplicationFormMutation.graphql';
import { Button } from '../../components/Button';
import { SelectField } from '../../components/form/SelectField';
import { TextAreaField } from '../../components/form/TextAreaField';
import { TextField } from '../../components/form/TextField';
import { fieldErrorsOf } from '../../relay/mutationErrors';
import { useToast } from '../../components/toast/useToast';
import {
  APPLICATION_CATEGORIES,
  APPLICATION_ERROR_TOAST,
  applicationErrors,
  EMPTY_APPLICATION,
  type ApplicationDraft,
  type ApplicationErrors,
} from './applicationRules';
import { ApplicationSubmittedDialog } from './ApplicationSubmittedDialog';

const submitApplicationMutation = graphql`
  mutation ApplicationFormMutation($input: SubmitDesignerApplicationInput!) {
    submitDesignerApplication(input: $input) {
      applicationId
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

const optional = (value: string) => value.trim() || null;

/** The designer application: submitting, then a success dialog and a cleared form, or an error toast. */
export function ApplicationForm() {
  const { showToast } = useToast();
  const [commit, submitting] = useMutation<ApplicationFormMutation>(submitApplicationMutation);
  const [draft, setDraft] = useState<ApplicationDraft>(EMPTY_APPLICATION);
  const [errors, setErrors] = useState<ApplicationErrors>({});
  const [submittedId, setSubmittedId] = useState<string | null>(null);

  const field = (name: keyof ApplicationDraft) => ({
    name,
    value: draft[name],
    error: errors[name],
    disabled: submitting,
    onChange: (event: { target: { value: string } }) => {
      setDraft((d) => ({ ...d, [name]: event.target.value }));
      setErrors((e) => ({ ...e, [name]: undefined }));
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problems = applicationErrors(draft);
    setErrors(problems);
    if (Object.keys(problems).length) return;
    commit({
      variables: {
        input: {
          brandName: draft.brandName.trim(),
          designerName: draft.designerName.trim(),
          email: draft.email.trim(),
          phone: optional(draft.phone),
          website: optional(draft.website),
          instagram: optional(draft.instagram),
          location: draft.location.trim(),
          category: draft.category,
          description: draft.description.trim(),
          yearFounded: draft.yearFounded.trim() ? Number(draft.yearFounded.trim()) : null,
          contactEmail: optional(draft.contactEmail),
        },
      },
      onCompleted: ({ submitDesignerApplication }) => {
        setDraft(EMPTY_APPLICATION);
        setSubmittedId(String(submitDesignerApplication.applicationId));
      },
      onError: (failure) => {
        setErrors(fieldErrorsOf(failure));
        showToast(APPLICATION_ERROR_TOAST, 'error');
      },
    });
  };

  return (
    <>
      <Form noValidate onSubmit={onSubmit} aria-labelledby="application-title">
        <h2 id="application-title">Designer application</h2>
        <Row>
          <TextField label="Brand name" required {...field('brandName')} />
          <TextField label="Designer name" autoComplete="name" required {...field('designerName')} />
        </Row>
        <Row>
          <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
          <TextField label="Phone (optional)" type="tel" autoComplete="tel" {...field('phone')} />
        </Row>
        <Row>
          <TextField label="Website (optional)" type="url" {...field('website')} />
          <TextField label="Instagram (optional)" {...field('instagram')} />
        </Row>
        <TextField
          label="Public contact email (optional)"
          type="email"
          autoComplete="off"
          hint="Shown on your brand page for enquiries; the email above stays private. Leave empty to have enquiries go to the platform's general inbox."
          {...field('contactEmail')}
        />
        <Row>
          <TextField label="Location" placeholder="City, Country" required {...field('location')} />
          <SelectField
            label="Category"
            placeholder="Select a category"
            options={APPLICATION_CATEGORIES}
            required
            {...field('category')}
          />
        </Row>
        <TextField
          label="Year founded (optional)"
          type="number"
          inputMode="numeric"
          min={1900}
          max={new Date().getFullYear()}
          {...field('yearFounded')}
        />
        <TextAreaField label="Tell us about your brand" rows={6} required {...field('description')} />
        <div>
          <Button type="submit" $size="lg" disabled={submitting}>
            {submitting ? 'Submitting…' : 'Submit Application'}
          </Button>
        </div>
      </Form>
      {submittedId ? (
        <ApplicationSubmittedDialog applicationId={submittedId} onClose={() => setSubmittedId(null)} />
      ) : null}
    </>
  );
}
