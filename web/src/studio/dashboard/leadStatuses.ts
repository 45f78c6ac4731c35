import { LEAD_STATUSES, type LeadStatusValue } from '../leads/leadVocabulary';

export { LEAD_STATUSES, type LeadStatusValue };

export function isLeadStatus(value: string): value is LeadStatusValue {
  return (LEAD_STATUSES as readonly string[]).includes(value);
}
