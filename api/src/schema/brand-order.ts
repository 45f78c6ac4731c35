import type { Prisma } from '../generated/prisma/client.js';
import { builder } from '../graphql/builder.js';

export const BrandOrderEnum = builder.enumType('BrandOrder', {
  values: { NAME: {}, RATING: {}, NEWEST: {} } as const,
});

/** Every order ends with id so cursors are stable among equal values. */
export function brandOrderBy(order: 'NAME' | 'RATING' | 'NEWEST' | null | undefined): Prisma.BrandOrderByWithRelationInput[] {
  switch (order) {
    case 'RATING':
      return [{ rating: 'desc' }, { id: 'asc' }];
    case 'NEWEST':
      return [{ createdAt: 'desc' }, { id: 'asc' }];
    default:
      return [{ name: 'asc' }, { id: 'asc' }];
  }
}
