import type { Prisma } from '../generated/prisma/client.js';
import { builder } from '../graphql/builder.js';

export const LeadSortFieldEnum = builder.enumType('LeadSortField', {
  description: 'STATUS sorts in workflow order (new, contacted, qualified, converted, lost, closed); PRIORITY by rank (ascending low, normal, high).',
  values: { CREATED_AT: {}, CUSTOMER_NAME: {}, STATUS: {}, PRIORITY: {} } as const,
});

export const LeadSortDirectionEnum = builder.enumType('LeadSortDirection', {
  values: { ASC: {}, DESC: {} } as const,
});

export type LeadSortField = 'CREATED_AT' | 'CUSTOMER_NAME' | 'STATUS' | 'PRIORITY';
export type LeadSortDirection = 'ASC' | 'DESC';

export const DEFAULT_LEAD_SORT = { field: 'CREATED_AT', direction: 'DESC' } as const;

export const LeadSort = builder.inputType('LeadSort', {
  fields: (t) => ({
    field: t.field({ type: LeadSortFieldEnum, required: true }),
    direction: t.field({ type: LeadSortDirectionEnum, required: true, defaultValue: 'DESC' }),
  }),
});

type Order = Prisma.SortOrder;
const flip = (order: Order): Order => (order === 'asc' ? 'desc' : 'asc');

/**
 * The sort as a Prisma order. The database orders enums by declaration: statuses in workflow order,
 * priorities high, normal, low, so ranking priorities upwards means the reverse of that order.
 * Every order ends with id so pages are stable among equal values.
 */
export function leadOrderBy(sort: { field: LeadSortField; direction?: LeadSortDirection | null } | null | undefined): Prisma.LeadOrderByWithRelationInput[] {
  const field = sort?.field ?? DEFAULT_LEAD_SORT.field;
  const order: Order = (sort?.direction ?? DEFAULT_LEAD_SORT.direction) === 'ASC' ? 'asc' : 'desc';
  switch (field) {
    case 'CUSTOMER_NAME':
      return [{ customerName: order }, { id: 'asc' }];
    case 'STATUS':
      return [{ status: order }, { id: 'asc' }];
    case 'PRIORITY':
      return [{ priority: flip(order) }, { id: 'asc' }];
    default:
      return [{ createdAt: order }, { id: 'asc' }];
  }
}
