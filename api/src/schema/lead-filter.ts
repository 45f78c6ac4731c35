import type { LeadPriority, LeadSource, LeadStatus, Prisma } from '../generated/prisma/client.js';
import { databaseId } from '../domain/global-id.js';
import { builder } from '../graphql/builder.js';
import { LeadPriorityEnum, LeadSourceEnum, LeadStatusEnum } from './lead-enums.js';

export const LeadFilter = builder.inputType('LeadFilter', {
  fields: (t) => ({
    search: t.string({ required: false, description: 'Case-insensitive text over customer name, contact e-mail and notes.' }),
    status: t.field({ type: LeadStatusEnum, required: false }),
    source: t.field({ type: LeadSourceEnum, required: false }),
    priority: t.field({ type: LeadPriorityEnum, required: false }),
    brandId: t.id({ required: false, description: "A brand's global or row id; an unknown id matches no leads." }),
  }),
});

export interface LeadFilterInput {
  search?: string | null;
  status?: LeadStatus | null;
  source?: LeadSource | null;
  priority?: LeadPriority | null;
  brandId?: string | number | null;
}

/** The studio's lead filters as a Prisma where clause (to be combined with leadsVisibleTo). */
export function leadWhere(filter: LeadFilterInput | null | undefined): Prisma.LeadWhereInput {
  if (!filter) return {};
  const and: Prisma.LeadWhereInput[] = [];
  const search = filter.search?.trim();
  if (search) {
    and.push({
      OR: [
        { customerName: { contains: search, mode: 'insensitive' } },
        { customerEmail: { contains: search, mode: 'insensitive' } },
        { notes: { contains: search, mode: 'insensitive' } },
      ],
    });
  }
  if (filter.status) and.push({ status: filter.status });
  if (filter.source) and.push({ source: filter.source });
  if (filter.priority) and.push({ priority: filter.priority });
  if (filter.brandId != null && String(filter.brandId).trim()) {
    const brandId = databaseId(String(filter.brandId), 'Brand');
    and.push(brandId ? { brandId } : { id: { in: [] } });
  }
  return and.length ? { AND: and } : {};
}
