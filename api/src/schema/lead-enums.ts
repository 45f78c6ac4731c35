import { LeadPriority, LeadSource, LeadStatus, LeadType } from '../generated/prisma/client.js';
import { builder } from '../graphql/builder.js';

export const LeadSourceEnum = builder.enumType(LeadSource, { name: 'LeadSource' });
export const LeadTypeEnum = builder.enumType(LeadType, { name: 'LeadType' });
export const LeadStatusEnum = builder.enumType(LeadStatus, {
  name: 'LeadStatus',
  description: 'Any status may follow any other; moving to contacted, qualified or converted stamps contactedAt, qualifiedAt or convertedAt.',
});
export const LeadPriorityEnum = builder.enumType(LeadPriority, { name: 'LeadPriority' });
