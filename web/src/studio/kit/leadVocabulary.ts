/** The lead vocabularies of the API (docs/API.md, Leads) with the words the studio shows for them; the leads screen and the dashboard share them. */

import { labelsInWords } from './vocabulary';

export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'converted', 'lost', 'closed'] as const;
export const LEAD_SOURCES = ['website', 'custom_order', 'product_request', 'referral', 'social_media'] as const;
export const LEAD_PRIORITIES = ['high', 'normal', 'low'] as const;
export const LEAD_TYPES = ['contact', 'custom_order', 'brand_request', 'consultation', 'other'] as const;
export const LEAD_SORT_KEYS = ['created_at', 'customer_name', 'status', 'priority'] as const;
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;

export type LeadStatusValue = (typeof LEAD_STATUSES)[number];
export type LeadSourceValue = (typeof LEAD_SOURCES)[number];
export type LeadPriorityValue = (typeof LEAD_PRIORITIES)[number];
export type LeadSortKey = (typeof LEAD_SORT_KEYS)[number];
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export const STATUS_LABELS = labelsInWords(LEAD_STATUSES);
export const SOURCE_LABELS = labelsInWords(LEAD_SOURCES);
export const PRIORITY_LABELS = labelsInWords(LEAD_PRIORITIES);
export const LEAD_TYPE_LABELS = labelsInWords(LEAD_TYPES);

export const SORT_KEY_LABELS: Record<LeadSortKey, string> = {
  created_at: 'Created date',
  customer_name: 'Customer name',
  status: 'Status',
  priority: 'Priority',
};
