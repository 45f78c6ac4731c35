import { builder } from '../../graphql/builder.js';
import { databaseId } from '../../domain/global-id.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { ofBrand, titleOrBrandSearch } from '../../graphql/kit/list.js';
import { ProductFilter } from './types.js';

builder.queryFields((t) => ({
  product: t.prismaField({
    type: 'Product',
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: (query, _p, args, ctx) => {
      const id = databaseId(String(args.id), 'Product');
      return id ? ctx.prisma.product.findUnique({ ...query, where: { id } }) : null;
    },
  }),
}));

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
