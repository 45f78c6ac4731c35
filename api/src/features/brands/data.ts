import type { Prisma } from '../../generated/prisma/client.js';
import { categoryLabel } from '../../domain/categories.js';
import { parseOccasion } from '../../domain/occasions.js';

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
  const and: Prisma.BrandWhereInput[] = [];
  const search = filter.search?.trim();
  if (search) {
    and.push({
      OR: [
        { name: { contains: search, mode: 'insensitive' } },
        { description: { contains: search, mode: 'insensitive' } },
        { category: { contains: search, mode: 'insensitive' } },
        { location: { contains: search, mode: 'insensitive' } },
      ],
    });
  }
  const category = filter.category?.trim();
  if (category) {
    const label = categoryLabel(category);
    and.push({ OR: [{ category: label }, { categories: { has: label } }] });
  }
  const location = filter.location?.trim();
  if (location) and.push({ city: { equals: location, mode: 'insensitive' } });
  const occasionText = filter.occasion?.trim();
  if (occasionText) {
    const occasion = parseOccasion(occasionText);
    // An occasion we do not know matches nothing rather than everything.
    and.push(occasion ? { occasions: { has: occasion } } : { id: { in: [] } });
  }
  if (filter.verified != null) and.push({ isVerified: filter.verified });
  return and.length ? { AND: and } : {};
}
