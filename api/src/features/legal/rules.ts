import { LEGAL_MESSAGES, LEGAL_TYPE_NAMES, type LegalDocumentKind } from './messages.js';

export const LEGAL_LIMITS = { title: 200, content: 200_000, version: 20 } as const;

export const LEGAL_DOCUMENT_KINDS = Object.keys(LEGAL_TYPE_NAMES) as LegalDocumentKind[];

export const isLegalDocumentKind = (value: unknown): value is LegalDocumentKind =>
  typeof value === 'string' && value in LEGAL_TYPE_NAMES;

/** Whether rich text holds any words once its markup is gone (an empty editor still sends `<p></p>`). */
export function hasVisibleText(html: string | null | undefined): boolean {
  if (!html) return false;
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/gi, ' ')
    .trim();
  return text.length > 0;
}

/** A calendar date written YYYY-MM-DD that exists (no 2025-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const VERSION = /^\d{1,4}(\.\d{1,4}){0,2}$/;

export const isVersion = (value: string) => VERSION.test(value.trim());

/** Versions compared part by part as numbers: 10.0 comes after 9.1. */
export function compareVersions(a: string, b: string): number {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let i = 0; i < Math.max(left.length, right.length); i += 1) {
    const difference = (left[i] ?? 0) - (right[i] ?? 0);
    if (difference) return difference;
  }
  return 0;
}

/**
 * The version a new document gets when none is entered: the next major version after the highest
 * of its type (2.0 and 2.1 give 3.0), or 1.0 for the first. Versions that are not numbers are ignored.
 */
export function nextVersion(existing: readonly string[]): string {
  const numbered = existing.filter(isVersion);
  if (!numbered.length) return '1.0';
  const highest = [...numbered].sort(compareVersions).at(-1)!;
  return `${Number(highest.split('.')[0]) + 1}.0`;
}

export interface LegalDocumentDraft {
  documentType?: string | null;
  title?: string | null;
  content?: string | null;
  effectiveDate?: string | null;
  version?: string | null;
}

/**
 * The document form's checks (spec section 5: title and content are required, the effective date
 * is a date). Every missing field carries the spec's one message; on edit only the fields sent.
 */
export function legalDocumentErrors(draft: LegalDocumentDraft, mode: 'create' | 'edit'): Record<string, string> {
  const errors: Record<string, string> = {};
  const checks = (field: keyof LegalDocumentDraft) => mode === 'create' || draft[field] !== undefined;
  if (mode === 'create') {
    if (!draft.documentType?.trim()) errors.documentType = LEGAL_MESSAGES.required;
    else if (!isLegalDocumentKind(draft.documentType)) errors.documentType = LEGAL_MESSAGES.documentType;
  }
  if (checks('title') && !draft.title?.trim()) errors.title = LEGAL_MESSAGES.required;
  else if (draft.title && [...draft.title.trim()].length > LEGAL_LIMITS.title)
    errors.title = LEGAL_MESSAGES.tooLong('Title', LEGAL_LIMITS.title);
  if (checks('content') && !hasVisibleText(draft.content)) errors.content = LEGAL_MESSAGES.required;
  else if (draft.content && draft.content.length > LEGAL_LIMITS.content)
    errors.content = LEGAL_MESSAGES.tooLong('Content', LEGAL_LIMITS.content);
  if (checks('effectiveDate') && !draft.effectiveDate?.trim()) errors.effectiveDate = LEGAL_MESSAGES.required;
  else if (draft.effectiveDate && !isCalendarDate(draft.effectiveDate))
    errors.effectiveDate = LEGAL_MESSAGES.effectiveDate;
  const version = draft.version?.trim();
  if (version && version.length > LEGAL_LIMITS.version)
    errors.version = LEGAL_MESSAGES.tooLong('Version', LEGAL_LIMITS.version);
  else if (version && !isVersion(version)) errors.version = LEGAL_MESSAGES.version;
  return errors;
}
