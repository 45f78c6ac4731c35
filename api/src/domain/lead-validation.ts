import { emailProblem } from './email-address.js';
import { roundToPence } from './lead-commission.js';

/** The largest value the estimated_value column (numeric 12,2) holds. */
export const MAX_ESTIMATED_VALUE = 9_999_999_999.99;
export const LEAD_NOTES_MAX_LENGTH = 5000;
export const LEAD_PHONE_MAX_LENGTH = 40;
export const INTERACTION_KIND_MAX_LENGTH = 50;

/** The fields of a lead a studio user writes; undefined means "not being changed". */
export interface LeadDraft {
  customerName?: string | null;
  customerEmail?: string | null;
  customerPhone?: string | null;
  estimatedValue?: number | null;
  notes?: string | null;
}

export function estimatedValueProblem(value: number | null | undefined): string | null {
  if (value == null) return null;
  if (!Number.isFinite(value) || value < 0) return 'Estimated value must be a number of at least 0';
  if (value > MAX_ESTIMATED_VALUE) return 'Estimated value is too large';
  return null;
}

/**
 * Field errors for the fields present in the draft. A new lead (`creating`) must name the
 * customer and give a valid e-mail; an update checks only what it changes.
 */
export function leadErrors(draft: LeadDraft, creating: boolean): Record<string, string> {
  const errors: Record<string, string> = {};
  if (creating || draft.customerName !== undefined) {
    if (!draft.customerName?.trim()) errors.customerName = 'Customer name is required';
  }
  if (creating || draft.customerEmail !== undefined) {
    const email = emailProblem(draft.customerEmail ?? '');
    if (email) errors.customerEmail = email;
  }
  if ((draft.customerPhone?.trim().length ?? 0) > LEAD_PHONE_MAX_LENGTH) errors.customerPhone = `Phone number must be at most ${LEAD_PHONE_MAX_LENGTH} characters long`;
  const value = estimatedValueProblem(draft.estimatedValue);
  if (value) errors.estimatedValue = value;
  if ((draft.notes?.length ?? 0) > LEAD_NOTES_MAX_LENGTH) errors.notes = `Notes must be at most ${LEAD_NOTES_MAX_LENGTH} characters long`;
  return errors;
}

export interface InteractionDraft {
  kind: string;
  note?: string | null;
}

export function interactionErrors(draft: InteractionDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  const kind = draft.kind.trim();
  if (!kind) errors.kind = 'Interaction type is required';
  else if (kind.length > INTERACTION_KIND_MAX_LENGTH) errors.kind = `Interaction type must be at most ${INTERACTION_KIND_MAX_LENGTH} characters long`;
  if ((draft.note?.length ?? 0) > LEAD_NOTES_MAX_LENGTH) errors.note = `Note must be at most ${LEAD_NOTES_MAX_LENGTH} characters long`;
  return errors;
}

/** Text as stored: trimmed, with blank meaning none. */
export const storedText = (value: string | null | undefined): string | null => value?.trim() || null;

/** An estimated value as stored: pounds and pence. */
export const storedValue = (value: number | null | undefined): number | null => (value == null ? null : roundToPence(value));
