import type { Prisma } from '../../generated/prisma/client.js';
import type { FaqCategoryName, FaqPageLocationName } from './rules.js';

export const FAQ_ORDER: Prisma.FaqOrderByWithRelationInput[] = [
  { displayOrder: 'asc' },
  { createdAt: 'asc' },
  { id: 'asc' },
];

export interface StudioFaqFilterInput {
  search?: string | null;
  category?: FaqCategoryName | null;
  pageLocation?: FaqPageLocationName | null;
  includeInactive?: boolean | null;
}

/** The studio list's filter: inactive entries only when asked, then category, page location and words. */
export function studioFaqWhere(filter: StudioFaqFilterInput | null | undefined): Prisma.FaqWhereInput {
  const where: Prisma.FaqWhereInput[] = [];
  if (!filter?.includeInactive) where.push({ isActive: true });
  if (filter?.category) where.push({ category: filter.category });
  if (filter?.pageLocation) where.push({ pageLocation: filter.pageLocation });
  const search = filter?.search?.trim().slice(0, 200);
  if (search)
    where.push({
      OR: [
        { question: { contains: search, mode: 'insensitive' } },
        { answer: { contains: search, mode: 'insensitive' } },
      ],
    });
  return { AND: where };
}
