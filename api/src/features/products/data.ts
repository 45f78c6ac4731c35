import type { Prisma } from '../../generated/prisma/client.js';
import { allOf, filterText, ofBrand, titleOrBrandSearch } from '../../graphql/kit/list.js';

interface ProductFilterInput {
  search?: string | null;
  category?: string | null;
  categories?: readonly string[] | null;
  brandId?: string | number | null;
  inStock?: boolean | null;
}

/** Without a filter, listings show in-stock products only (the spec's default). */
export function productWhere(filter: ProductFilterInput | null | undefined): Prisma.ProductWhereInput {
  const search = filterText(filter?.search);
  const category = filterText(filter?.category);
  const categories = (filter?.categories ?? []).map((c) => c.trim()).filter(Boolean);
  const inStock = filter === null || filter === undefined ? true : filter.inStock;
  return allOf<Prisma.ProductWhereInput>([
    search && titleOrBrandSearch(search),
    category && { OR: [{ category }, { categories: { has: category } }] },
    categories.length > 0 && { OR: [{ category: { in: categories } }, { categories: { hasSome: categories } }] },
    filter?.brandId != null && ofBrand(filter.brandId),
    inStock != null && { inStock },
  ]);
}
