import type { LeadStatus, LeadPriority, LeadSource, LeadType } from '../../generated/prisma/enums.js';
import { emailProblem } from '../../domain/email-address.js';

export interface LeadMilestones {
  contactedAt?: Date;
  qualifiedAt?: Date;
  convertedAt?: Date;
}

const MILESTONE_OF: Partial<Record<LeadStatus, keyof LeadMilestones>> = {
  contacted: 'contactedAt',
  qualified: 'qualifiedAt',
  converted: 'convertedAt',
};

/**
 * The milestone timestamp to stamp when a lead's status changes (spec section 4): moving to
 * contacted, qualified or converted sets that one timestamp to now; the others are left as they
 * are. Keeping the same status stamps nothing. `previous` is null for a new lead.
 */
export function milestonesFor(previous: LeadStatus | null, next: LeadStatus, now: Date): LeadMilestones {
  if (previous === next) return {};
  const milestone = MILESTONE_OF[next];
  return milestone ? { [milestone]: now } : {};
}

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
  if ((draft.customerPhone?.trim().length ?? 0) > LEAD_PHONE_MAX_LENGTH)
    errors.customerPhone = `Phone number must be at most ${LEAD_PHONE_MAX_LENGTH} characters long`;
  const value = estimatedValueProblem(draft.estimatedValue);
  if (value) errors.estimatedValue = value;
  if ((draft.notes?.length ?? 0) > LEAD_NOTES_MAX_LENGTH)
    errors.notes = `Notes must be at most ${LEAD_NOTES_MAX_LENGTH} characters long`;
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
  else if (kind.length > INTERACTION_KIND_MAX_LENGTH)
    errors.kind = `Interaction type must be at most ${INTERACTION_KIND_MAX_LENGTH} characters long`;
  if ((draft.note?.length ?? 0) > LEAD_NOTES_MAX_LENGTH)
    errors.note = `Note must be at most ${LEAD_NOTES_MAX_LENGTH} characters long`;
  return errors;
}

/** Text as stored: trimmed, with blank meaning none. */
export const storedText = (value: string | null | undefined): string | null => value?.trim() || null;

/** An estimated value as stored: pounds and pence. */
export const storedValue = (value: number | null | undefined): number | null =>
  value == null ? null : roundToPence(value);

/** Converted leads as a percentage of all leads, to 1 decimal; 0 when there are no leads. */
export function conversionRate(converted: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((converted / total) * 1000 + Number.EPSILON) / 10;
}

/** "This month" is the calendar month in UTC: from midnight UTC on its first day. */
export function startOfMonthUtc(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

export type StatusCounts = Record<LeadStatus, number>;

/** Per-status counts with every status present (0 for statuses without leads). */
export function countsByStatus(groups: readonly { status: LeadStatus; count: number }[]): StatusCounts {
  const counts = Object.fromEntries(LEAD_STATUSES.map((s) => [s, 0])) as StatusCounts;
  for (const g of groups) counts[g.status] += g.count;
  return counts;
}

/**
 * The platform's commission on the revenue brands make through their leads: 10%. The one place the
 * rate is defined; the top performing brands table reports revenue times this rate.
 */
export const PLATFORM_COMMISSION_RATE = 0.1;

export const roundToPence = (amount: number) => Math.round((amount + Number.EPSILON) * 100) / 100;

export function commissionOn(revenue: number): number {
  return roundToPence(revenue * PLATFORM_COMMISSION_RATE);
}

/** The lead vocabularies (spec: studio leads, section 3), in the order the studio lists them. */
export const LEAD_STATUSES = [
  'new',
  'contacted',
  'qualified',
  'converted',
  'lost',
  'closed',
] as const satisfies readonly LeadStatus[];
export const LEAD_PRIORITIES = ['high', 'normal', 'low'] as const satisfies readonly LeadPriority[];
export const LEAD_SOURCES = [
  'website',
  'custom_order',
  'product_request',
  'referral',
  'social_media',
] as const satisfies readonly LeadSource[];
export const LEAD_TYPES = [
  'contact',
  'custom_order',
  'brand_request',
  'consultation',
  'other',
] as const satisfies readonly LeadType[];

/** Sort keys as the studio names them; created_at descending is the default. */
export const LEAD_SORT_KEYS = ['created_at', 'customer_name', 'status', 'priority'] as const;
export type LeadSortKey = (typeof LEAD_SORT_KEYS)[number];

/** A member of a vocabulary, or null for anything else. */
export function vocabularyValue<T extends string>(vocabulary: readonly T[], value: unknown): T | null {
  return typeof value === 'string' && (vocabulary as readonly string[]).includes(value) ? (value as T) : null;
}
