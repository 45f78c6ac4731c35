import { FAQ_MESSAGES } from '@features/faqs/messages';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { graphql } from 'react-relay';
import styled from 'styled-components';
import type { FaqDialogCreateMutation } from '../../__generated__/FaqDialogCreateMutation.graphql';
import type { FaqDialogUpdateMutation } from '../../__generated__/FaqDialogUpdateMutation.graphql';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { CheckboxField } from '../../components/form/CheckboxField';
import { TextField } from '../../components/form/TextField';
import { useStudioMutation } from '../kit/form/useStudioMutation';
import { FieldRow, FormActions } from '../kit/formSections';
import { OptionSelect } from '../kit/OptionSelect';
import { SectionLoading } from '../kit/QuerySection';
import type { FaqCardData } from './FaqCard';
import { NEW_FAQ, readFaqForm, type FaqFormValues } from './faqForm';
import {
  CATEGORY_OPTIONS,
  PAGE_LOCATION_OPTIONS,
  type FaqCategoryValue,
  type FaqPageLocationValue,
} from './faqVocabulary';

const createFaqMutation = graphql`
  mutation FaqDialogCreateMutation($input: CreateFaqInput!) {
    createFaq(input: $input) {
      faq {
        id
        ...FaqCard_faq
      }
    }
  }
`;

const updateFaqMutation = graphql`
  mutation FaqDialogUpdateMutation($input: UpdateFaqInput!) {
    updateFaq(input: $input) {
      faq {
        id
        ...FaqCard_faq
      }
    }
  }
`;

const CREATE_TEXTS = { success: FAQ_MESSAGES.created, failure: FAQ_MESSAGES.saveFailed };
const UPDATE_TEXTS = { success: FAQ_MESSAGES.updated, failure: FAQ_MESSAGES.saveFailed };

// The editor (TipTap and ProseMirror) loads with this dialog only, never with the public site.
const RichTextEditor = lazy(() => import('../kit/RichTextEditor'));

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const Actions = styled(FormActions)`
  justify-content: flex-end;
`;

const ANSWER_HINT = 'Bold, italic, underline, lists and links are kept; anything else is removed when saved.';

const valuesOf = (faq: FaqCardData): FaqFormValues => ({
  question: faq.question,
  answer: faq.answer,
  category: faq.category as FaqCategoryValue,
  pageLocation: faq.pageLocation as FaqPageLocationValue,
  displayOrder: String(faq.displayOrder),
  isActive: faq.isActive,
});

interface FaqDialogProps {
  /** The entry being edited; none to add one. */
  faq: FaqCardData | null;
  onClose: () => void;
  onSaved: () => void;
}

/** The add/edit dialog: new entries start general, on the FAQ page, active, at order 0. */
export function FaqDialog({ faq, onClose, onSaved }: FaqDialogProps) {
  const [values, setValues] = useState<FaqFormValues>(() => (faq ? valuesOf(faq) : NEW_FAQ));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const create = useStudioMutation<FaqDialogCreateMutation>(createFaqMutation, CREATE_TEXTS);
  const update = useStudioMutation<FaqDialogUpdateMutation>(updateFaqMutation, UPDATE_TEXTS);
  const busy = create.busy || update.busy;

  const change = <K extends keyof FaqFormValues>(field: K, value: FaqFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblems(({ [field]: _cleared, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const read = readFaqForm(values);
    if ('problems' in read) {
      setProblems(read.problems);
      return;
    }
    const done = () => {
      onSaved();
      onClose();
    };
    const outcome = { onDone: done, onInvalid: setProblems };
    if (faq) void update.run({ input: { id: faq.id, ...read.fields } }, outcome);
    else void create.run({ input: read.fields }, outcome);
  };

  return (
    <Dialog title={faq ? 'Edit FAQ' : 'Add FAQ'} onClose={() => !busy && onClose()}>
      <Form noValidate onSubmit={submit}>
        <TextField
          label="Question"
          value={values.question}
          maxLength={300}
          required
          data-autofocus
          error={problems.question}
          onChange={(event) => change('question', event.target.value)}
        />
        <Suspense fallback={<SectionLoading label="Loading the editor" />}>
          <RichTextEditor
            label="Answer"
            formats="answer"
            compact
            initialHtml={values.answer}
            hint={ANSWER_HINT}
            error={problems.answer}
            disabled={busy}
            onChange={(answer) => change('answer', answer)}
          />
        </Suspense>
        <FieldRow>
          <OptionSelect
            label="Category"
            options={CATEGORY_OPTIONS}
            value={values.category}
            onChange={(event) => change('category', event.target.value as FaqCategoryValue)}
          />
          <OptionSelect
            label="Page location"
            options={PAGE_LOCATION_OPTIONS}
            value={values.pageLocation}
            hint="'All pages' shows it on every FAQ list."
            onChange={(event) => change('pageLocation', event.target.value as FaqPageLocationValue)}
          />
        </FieldRow>
        <TextField
          label="Display order"
          inputMode="numeric"
          value={values.displayOrder}
          hint="A whole number; lower numbers come first (default 0)."
          error={problems.displayOrder}
          onChange={(event) => change('displayOrder', event.target.value)}
        />
        <CheckboxField
          label="Active (shown on the site)"
          checked={values.isActive}
          onChange={(event) => change('isActive', event.target.checked)}
        />
        <Actions>
          <Button $variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" aria-disabled={busy} aria-busy={busy}>
            {busy ? 'Saving...' : faq ? 'Save Changes' : 'Add FAQ'}
          </Button>
        </Actions>
      </Form>
    </Dialog>
  );
}
