import type { Prisma } from '../../generated/prisma/client.js';
import { allOf, containsText, filterText } from '../../graphql/kit/list.js';

export interface AuditFilterInput {
  actor?: string | null;
  entityType?: string | null;
  from?: Date | null;
  to?: Date | null;
}

export function auditWhere(filter: AuditFilterInput | null | undefined): Prisma.AuditEventWhereInput {
  const actor = filterText(filter?.actor);
  const entityType = filterText(filter?.entityType);
  return allOf<Prisma.AuditEventWhereInput>([
    actor && { actorEmail: containsText(actor) },
    entityType && { entityType },
    filter?.from && { createdAt: { gte: filter.from } },
    filter?.to && { createdAt: { lt: filter.to } },
  ]);
}

/** Newest first; id breaks ties so cursors are stable. */
export const NEWEST_FIRST: Prisma.AuditEventOrderByWithRelationInput[] = [{ createdAt: 'desc' }, { id: 'desc' }];
