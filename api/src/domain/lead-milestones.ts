import type { LeadStatus } from '../generated/prisma/client.js';

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
