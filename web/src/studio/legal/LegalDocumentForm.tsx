import { LEGAL_TYPE_NAMES, type LegalDocumentKind } from '@features/legal/messages';
import { LEGAL_DOCUMENT_KINDS, LEGAL_LIMITS } from '@features/legal/rules';
import { lazy, Suspense, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { CheckboxField } from '../../components/form/CheckboxField';
import { TextField } from '../../components/form/TextField';
import { FieldRow, FormActions, FormSection, StudioForm } from '../kit/formSections';
import { OptionSelect } from '../kit/OptionSelect';
import { SectionLoading } from '../kit/QuerySection';
import { useStudioForm } from '../kit/form/useStudioForm';
import { legalDocumentProblems, type LegalDocumentFormState } from './legalDocumentForm';
import { DiscardChangesLink } from '../kit/form/UnsavedChangesGuard';
import { legalPaths } from './paths';

// The editor (TipTap and ProseMirror) loads with this form only, never with the public site.
const RichTextEditor = lazy(() => import('../kit/RichTextEditor'));

const TypeFact = styled.p`
  display: grid;
  gap: 0.4rem;

  span:first-child {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.inkSoft};
  }
`;

const TYPE_OPTIONS = LEGAL_DOCUMENT_KINDS.map((kind) => ({ value: kind, label: LEGAL_TYPE_NAMES[kind] }));

export interface LegalDocumentSave {
  form: LegalDocumentFormState;
  onInvalid: (problems: Record<string, string>) => void;
}

interface LegalDocumentFormProps {
  mode: 'create' | 'edit';
  initial: LegalDocumentFormState;
  /** What a blank version becomes, per type (create). */
  nextVersions?: Partial<Record<LegalDocumentKind, string>>;
  /** What the form is called for assistive technology. */
  label: string;
  submitLabel: string;
  busy: boolean;
  onSave: (save: LegalDocumentSave) => void;
}

/** The legal document form: type (fixed once written), title, version, effective date, active, content. */
export function LegalDocumentForm({
  mode,
  initial,
  nextVersions,
  label,
  submitLabel,
  busy,
  onSave,
}: LegalDocumentFormProps) {
  const { formRef, form, change, problems, showProblems } = useStudioForm(initial);
  const typeName = form.documentType ? LEGAL_TYPE_NAMES[form.documentType] : 'document';
  const next = form.documentType ? nextVersions?.[form.documentType] : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = legalDocumentProblems(form, mode);
    if (Object.keys(found).length) {
      showProblems(found);
      return;
    }
    onSave({ form, onInvalid: (apiProblems) => showProblems(apiProblems, { toast: false }) });
  };

  return (
    <StudioForm ref={formRef} noValidate onSubmit={submit} aria-label={label} aria-busy={busy}>
      <FormSection>
        <legend>Document</legend>
        <FieldRow>
          {mode === 'create' ? (
            <OptionSelect
              label="Document type"
              name="documentType"
              options={TYPE_OPTIONS}
              placeholder="Choose a type"
              value={form.documentType}
              aria-required
              error={problems.documentType}
              disabled={busy}
              onChange={(event) => change({ documentType: event.target.value as LegalDocumentKind | '' })}
            />
          ) : (
            <TypeFact>
              <span>Document type</span>
              <span>{typeName} (the type of a version cannot be changed)</span>
            </TypeFact>
          )}
          <TextField
            label="Version"
            name="version"
            value={form.version}
            autoComplete="off"
            placeholder={next}
            aria-required={mode === 'edit'}
            hint={
              mode === 'create'
                ? `Numbers separated by dots.${next ? ` Leave blank for ${next}.` : ' Leave blank for the next version.'}`
                : 'Numbers separated by dots, such as 3.0.'
            }
            error={problems.version}
            disabled={busy}
            onChange={(event) => change({ version: event.target.value })}
          />
        </FieldRow>
        <TextField
          label="Title"
          name="title"
          value={form.title}
          maxLength={LEGAL_LIMITS.title}
          aria-required
          error={problems.title}
          disabled={busy}
          onChange={(event) => change({ title: event.target.value })}
        />
        <FieldRow>
          <TextField
            label="Effective date"
            name="effectiveDate"
            type="date"
            value={form.effectiveDate}
            aria-required
            hint="Shown with the version on the public page."
            error={problems.effectiveDate}
            disabled={busy}
            onChange={(event) => change({ effectiveDate: event.target.value })}
          />
        </FieldRow>
        <CheckboxField
          label={`Active version (shown on ${form.documentType ? legalPaths.public[form.documentType] : 'the public page'})`}
          checked={form.isActive}
          disabled={busy}
          onChange={(event) => change({ isActive: event.target.checked })}
        />
      </FormSection>
      <FormSection>
        <legend>Content</legend>
        <Suspense fallback={<SectionLoading label="Loading the editor" />}>
          <RichTextEditor
            label="Content"
            initialHtml={initial.content}
            hint={`Headings, lists, emphasis and links are kept; anything else is removed when the ${typeName} is saved.`}
            error={problems.content}
            disabled={busy}
            onChange={(content) => change({ content })}
          />
        </Suspense>
      </FormSection>
      <FormActions>
        <Button type="submit" aria-disabled={busy} aria-busy={busy}>
          {busy ? 'Saving…' : submitLabel}
        </Button>
        <DiscardChangesLink $variant="secondary" to={legalPaths.list}>
          Cancel
        </DiscardChangesLink>
      </FormActions>
    </StudioForm>
  );
}
