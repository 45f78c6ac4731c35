import type { Prisma, ProductServiceType, ServiceKind } from '../../generated/prisma/client.js';
import { allOf, filterText, ofBrand, titleOrBrandSearch } from '../../graphql/kit/list.js';
import { TAILORING_CATEGORIES } from '../../domain/categories.js';

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

interface ManagedProductFilterInput {
  search?: string | null;
  brandId?: string | number | null;
  category?: string | null;
  stock?: 'IN_STOCK' | 'OUT_OF_STOCK' | null;
  serviceType?: ProductServiceType | null;
}

/** The studio's product list filters (each on an indexed column). */
export function managedProductWhere(filter: ManagedProductFilterInput | null | undefined): Prisma.ProductWhereInput {
  const search = filterText(filter?.search);
  const category = filterText(filter?.category);
  return allOf<Prisma.ProductWhereInput>([
    search && titleOrBrandSearch(search),
    filter?.brandId != null && ofBrand(filter.brandId),
    category && { OR: [{ category }, { categories: { has: category } }] },
    filter?.stock && { inStock: filter.stock === 'IN_STOCK' },
    filter?.serviceType && { serviceType: filter.serviceType },
  ]);
}

interface ManagedServiceFilterInput {
  search?: string | null;
  brandId?: string | number | null;
  kind?: ServiceKind | null;
}

/** Services are the products with a service kind. */
export function managedServiceWhere(filter: ManagedServiceFilterInput | null | undefined): Prisma.ProductWhereInput {
  const search = filterText(filter?.search);
  return allOf<Prisma.ProductWhereInput>([
    { serviceKind: filter?.kind ? filter.kind : { not: null } },
    search && titleOrBrandSearch(search),
    filter?.brandId != null && ofBrand(filter.brandId),
  ]);
}

/** Brands whose category, or one of whose categories, is a tailoring category. */
export const tailoringBrandWhere = (): Prisma.BrandWhereInput => ({
  OR: [{ category: { in: [...TAILORING_CATEGORIES] } }, { categories: { hasSome: [...TAILORING_CATEGORIES] } }],
});
