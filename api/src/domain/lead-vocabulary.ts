import type { LeadPriority, LeadSource, LeadStatus, LeadType } from '../generated/prisma/client.js';

/** The lead vocabularies (spec: studio leads, section 3), in the order the studio lists them. */
export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'converted', 'lost', 'closed'] as const satisfies readonly LeadStatus[];
export const LEAD_PRIORITIES = ['high', 'normal', 'low'] as const satisfies readonly LeadPriority[];
export const LEAD_SOURCES = ['website', 'custom_order', 'product_request', 'referral', 'social_media'] as const satisfies readonly LeadSource[];
export const LEAD_TYPES = ['contact', 'custom_order', 'brand_request', 'consultation', 'other'] as const satisfies readonly LeadType[];

/** Sort keys as the studio names them; created_at descending is the default. */
export const LEAD_SORT_KEYS = ['created_at', 'customer_name', 'status', 'priority'] as const;
export type LeadSortKey = (typeof LEAD_SORT_KEYS)[number];

/** A member of a vocabulary, or null for anything else. */
export function vocabularyValue<T extends string>(vocabulary: readonly T[], value: unknown): T | null {
  return typeof value === 'string' && (vocabulary as readonly string[]).includes(value) ? (value as T) : null;
}
