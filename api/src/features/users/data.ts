import type { Prisma } from '../../generated/prisma/client.js';
import { allOf, anyOf, containsText, filterText } from '../../graphql/kit/list.js';

export function userWhere(
  filter: { search?: string | null; role?: Prisma.UserWhereInput['role'] | null } | null | undefined,
): Prisma.UserWhereInput {
  const search = filterText(filter?.search);
  return allOf<Prisma.UserWhereInput>([
    search &&
      anyOf<Prisma.UserWhereInput>(search, [
        (s) => ({ email: containsText(s) }),
        (s) => ({ firstName: containsText(s) }),
        (s) => ({ lastName: containsText(s) }),
      ]),
    filter?.role && { role: filter.role },
  ]);
}

/** Newest accounts first; id breaks ties so cursors are stable. */
export const NEWEST_FIRST: Prisma.UserOrderByWithRelationInput[] = [{ createdAt: 'desc' }, { id: 'asc' }];
