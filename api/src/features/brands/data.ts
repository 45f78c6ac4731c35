import type { Prisma } from '../../generated/prisma/client.js';
import { categoryLabel } from '../../domain/categories.js';
import { parseOccasion } from '../../domain/occasions.js';
import { allOf, anyOf, containsText, filterText, NO_ROWS, thenById } from '../../graphql/kit/list.js';

export interface BrandFilterInput {
  search?: string | null;
  category?: string | null;
  location?: string | null;
  occasion?: string | null;
  verified?: boolean | null;
}

/** Directory filters as a Prisma where clause. Category and occasion accept slugs or labels. */
export function brandWhere(filter: BrandFilterInput | null | undefined): Prisma.BrandWhereInput {
  if (!filter) return {};
  const search = filterText(filter.search);
  const category = filterText(filter.category);
  const location = filterText(filter.location);
  const occasionText = filterText(filter.occasion);
  const occasion = occasionText ? parseOccasion(occasionText) : null;
  return allOf<Prisma.BrandWhereInput>([
    search &&
      anyOf<Prisma.BrandWhereInput>(search, [
        (s) => ({ name: containsText(s) }),
        (s) => ({ description: containsText(s) }),
        (s) => ({ category: containsText(s) }),
        (s) => ({ location: containsText(s) }),
      ]),
    category && { OR: [{ category: categoryLabel(category) }, { categories: { has: categoryLabel(category) } }] },
    location && { city: { equals: location, mode: 'insensitive' } },
    // An occasion we do not know matches nothing rather than everything.
    occasionText && (occasion ? { occasions: { has: occasion } } : NO_ROWS),
    filter.verified != null && { isVerified: filter.verified },
  ]);
}

export function brandOrderBy(
  order: 'NAME' | 'RATING' | 'NEWEST' | null | undefined,
): Prisma.BrandOrderByWithRelationInput[] {
  switch (order) {
    case 'RATING':
      return thenById({ rating: 'desc' });
    case 'NEWEST':
      return thenById({ createdAt: 'desc' });
    default:
      return thenById({ name: 'asc' });
  }
}
