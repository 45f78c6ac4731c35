import type { Prisma } from '../../generated/prisma/client.js';
import { databaseId } from '../../domain/global-id.js';

/** Where-clauses that collections and products (both titled, described, and owned by a brand) share. */
type TitledBrandItemWhere = Prisma.CatalogueWhereInput & Prisma.ProductWhereInput;

/** Case-insensitive text over the title, the description and the brand's name. */
export const titleOrBrandSearch = (search: string): TitledBrandItemWhere => ({
  OR: [
    { title: { contains: search, mode: 'insensitive' } },
    { description: { contains: search, mode: 'insensitive' } },
    { brand: { name: { contains: search, mode: 'insensitive' } } },
  ],
});

/** Items of one brand, given by global or row id; an id that is not a brand's matches nothing. */
export function ofBrand(id: string | number): TitledBrandItemWhere {
  const brandId = databaseId(String(id), 'Brand');
  return brandId ? { brandId } : { id: { in: [] } };
}
