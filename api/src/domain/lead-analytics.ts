import type { LeadStatus } from '../generated/prisma/client.js';
import { LEAD_STATUSES } from './lead-vocabulary.js';

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
