import { lazy, Suspense, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { CheckboxField } from '../../components/form/CheckboxField';
import { TextField } from '../../components/form/TextField';
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
import { useCreateFaqMutation } from './useCreateFaqMutation';
import { useUpdateFaqMutation } from './useUpdateFaqMutation';

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
  const { createFaq, creating } = useCreateFaqMutation();
  const { updateFaq, saving } = useUpdateFaqMutation();
  const busy = creating || saving;

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
    if (faq) updateFaq({ id: faq.id, ...read.fields }, { onUpdated: done, onInvalid: setProblems });
    else createFaq(read.fields, { onCreated: done, onInvalid: setProblems });
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
