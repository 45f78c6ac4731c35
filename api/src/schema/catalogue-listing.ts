import type { Prisma } from '../generated/prisma/client.js';
import { builder } from '../graphql/builder.js';
import { categoryLabel } from '../domain/categories.js';
import { ofBrand, titleOrBrandSearch } from './listing-conditions.js';

export const CollectionFilter = builder.inputType('CollectionFilter', {
  fields: (t) => ({
    search: t.string({ required: false, description: "Case-insensitive text over the title, description and brand name." }),
    category: t.string({ required: false, description: "The brand's category: a slug ('ready-to-wear') or label ('Ready to Wear')." }),
    brandId: t.id({ required: false, description: 'Only this brand (global id or row id).' }),
  }),
});

interface CollectionFilterInput {
  search?: string | null;
  category?: string | null;
  brandId?: string | number | null;
}

export function collectionWhere(filter: CollectionFilterInput | null | undefined): Prisma.CatalogueWhereInput {
  const and: Prisma.CatalogueWhereInput[] = [];
  const search = filter?.search?.trim();
  if (search) and.push(titleOrBrandSearch(search));
  const category = filter?.category?.trim();
  if (category) and.push({ brand: { category: categoryLabel(category) } });
  if (filter?.brandId != null) and.push(ofBrand(filter.brandId));
  return and.length ? { AND: and } : {};
}

builder.queryFields((t) => ({
  collections: t.prismaConnection({
    type: 'Catalogue',
    cursor: 'id',
    description: 'Collections, newest first. `first` is capped at 100.',
    args: { filter: t.arg({ type: CollectionFilter, required: false }) },
    resolve: (query, _p, args, ctx) =>
      ctx.prisma.catalogue.findMany({ ...query, where: collectionWhere(args.filter), orderBy: [{ createdAt: 'desc' }, { id: 'asc' }] }),
    totalCount: (_p, args, ctx) => ctx.prisma.catalogue.count({ where: collectionWhere(args.filter) }),
  }),
}));
