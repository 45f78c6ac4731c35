import type { LegalDocumentKind } from '@features/legal/messages';
import { legalDocumentErrors, nextVersion } from '@features/legal/rules';

/** The document form as typed (spec: Legal document entity). */
export interface LegalDocumentFormState {
  documentType: LegalDocumentKind | '';
  title: string;
  /** Blank on create takes the next version (the API numbers it). */
  version: string;
  /** YYYY-MM-DD, as a date input gives it. */
  effectiveDate: string;
  isActive: boolean;
  /** HTML from the editor. */
  content: string;
}

/** A version as the API has it, for the edit form. */
export interface LegalDocumentValues {
  documentType: string;
  title: string;
  version: string;
  effectiveDate: unknown;
  isActive: boolean;
  content: string;
}

/** Today as YYYY-MM-DD in the viewer's own calendar. */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function newLegalDocumentForm(type: LegalDocumentKind | '', today: string): LegalDocumentFormState {
  return { documentType: type, title: '', version: '', effectiveDate: today, isActive: false, content: '' };
}

export function legalDocumentFormFrom(doc: LegalDocumentValues): LegalDocumentFormState {
  return {
    documentType: doc.documentType as LegalDocumentKind,
    title: doc.title,
    version: doc.version,
    effectiveDate: String(doc.effectiveDate).slice(0, 10),
    isActive: doc.isActive,
    content: doc.content,
  };
}

/** The version a blank version field will get, from the versions of the type so far. */
export const suggestedVersion = (versions: readonly string[]) => nextVersion(versions);

const FIELD_ORDER = ['documentType', 'title', 'version', 'effectiveDate', 'content'] as const;

/** The form's problems in the order it shows the fields; the first is also the toast. */
export function legalDocumentProblems(form: LegalDocumentFormState, mode: 'create' | 'edit'): Record<string, string> {
  const errors = legalDocumentErrors(
    {
      documentType: form.documentType,
      title: form.title,
      content: form.content,
      effectiveDate: form.effectiveDate,
      version: form.version,
    },
    mode === 'create' ? 'create' : 'edit',
  );
  if (mode === 'edit' && !form.version.trim()) errors.version = 'Please fill in all required fields';
  return Object.fromEntries(FIELD_ORDER.filter((field) => errors[field]).map((field) => [field, errors[field]!]));
}

/** The fields as the API takes them (the type is left out on edit: it never changes). */
export function legalDocumentFields(form: LegalDocumentFormState) {
  return {
    title: form.title.trim(),
    version: form.version.trim() || null,
    effectiveDate: form.effectiveDate,
    isActive: form.isActive,
    content: form.content,
  };
}
