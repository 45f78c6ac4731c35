import type { Prisma } from '../generated/prisma/client.js';
import { builder } from '../graphql/builder.js';
import { ofBrand, titleOrBrandSearch } from './listing-conditions.js';

export const ProductFilter = builder.inputType('ProductFilter', {
  fields: (t) => ({
    search: t.string({ required: false, description: 'Case-insensitive text over the title, description and brand name.' }),
    category: t.string({ required: false, description: "The product's category, or one of its categories (exact)." }),
    categories: t.stringList({ required: false, description: 'Products in any of these categories.' }),
    brandId: t.id({ required: false, description: 'Only this brand (global id or row id).' }),
    inStock: t.boolean({ required: false, defaultValue: true, description: 'Listings show in-stock products only unless this is false; null lists every product.' }),
  }),
});

interface ProductFilterInput {
  search?: string | null;
  category?: string | null;
  categories?: readonly string[] | null;
  brandId?: string | number | null;
  inStock?: boolean | null;
}

/** Without a filter, listings show in-stock products only (the spec's default). */
export function productWhere(filter: ProductFilterInput | null | undefined): Prisma.ProductWhereInput {
  const and: Prisma.ProductWhereInput[] = [];
  const search = filter?.search?.trim();
  if (search) and.push(titleOrBrandSearch(search));
  const category = filter?.category?.trim();
  if (category) and.push({ OR: [{ category }, { categories: { has: category } }] });
  const categories = (filter?.categories ?? []).map((c) => c.trim()).filter(Boolean);
  if (categories.length) and.push({ OR: [{ category: { in: categories } }, { categories: { hasSome: categories } }] });
  if (filter?.brandId != null) and.push(ofBrand(filter.brandId));
  const inStock = filter === null || filter === undefined ? true : filter.inStock;
  if (inStock != null) and.push({ inStock });
  return and.length ? { AND: and } : {};
}

builder.queryFields((t) => ({
  products: t.prismaConnection({
    type: 'Product',
    cursor: 'id',
    description: 'Products, newest first; in stock only unless filter.inStock says otherwise. `first` is capped at 100.',
    args: { filter: t.arg({ type: ProductFilter, required: false }) },
    resolve: (query, _p, args, ctx) =>
      ctx.prisma.product.findMany({ ...query, where: productWhere(args.filter), orderBy: [{ createdAt: 'desc' }, { id: 'asc' }] }),
    totalCount: (_p, args, ctx) => ctx.prisma.product.count({ where: productWhere(args.filter) }),
  }),
}));
