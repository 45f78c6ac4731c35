import { FavouriteKind } from '../../generated/prisma/client.js';
import { type FavouriteKindName } from './rules.js';
import { builder } from '../../graphql/builder.js';
import type { Context } from '../../graphql/context.js';
import { favouritePolicies } from './access.js';

export const FavouriteKindEnum = builder.enumType(FavouriteKind, { name: 'FavouriteKind' });

/** Selects the viewer's favourite row for a target, so isFavourite costs no extra query per item. */
const viewerFavouriteSelect = (_args: unknown, ctx: Context) => ({
  favourites: {
    where: { userId: ctx.viewer?.id ?? '00000000-0000-0000-0000-000000000000' },
    select: { id: true },
    take: 1,
  },
});
const isSaved = (row: { favourites: unknown[] }, ctx: Context) => !!ctx.viewer && row.favourites.length > 0;

builder.prismaObjectField('Brand', 'isFavourite', (t) =>
  t.boolean({
    description: 'Whether the signed-in viewer saved it; false when signed out.',
    select: viewerFavouriteSelect,
    resolve: (b, _a, ctx) => isSaved(b, ctx),
  }),
);
builder.prismaObjectField('Catalogue', 'isFavourite', (t) =>
  t.boolean({
    description: 'Whether the signed-in viewer saved it; false when signed out.',
    select: viewerFavouriteSelect,
    resolve: (c, _a, ctx) => isSaved(c, ctx),
  }),
);
builder.prismaObjectField('Product', 'isFavourite', (t) =>
  t.boolean({
    description: 'Whether the signed-in viewer saved it; false when signed out.',
    select: viewerFavouriteSelect,
    resolve: (p, _a, ctx) => isSaved(p, ctx),
  }),
);

const FavouritesRef = builder.objectRef<{ userId: string }>('Favourites').implement({
  description: "A user's saved brands, collections and products, most recently saved first.",
  fields: (t) => ({
    brands: t.prismaConnection({
      type: 'Brand',
      cursor: 'id',
      resolve: (query, { userId }, _a, ctx) =>
        ctx.prisma.brand.findMany({
          ...query,
          where: { favourites: { some: { userId } } },
          orderBy: [{ name: 'asc' }, { id: 'asc' }],
        }),
      totalCount: ({ userId }, _a, ctx) => ctx.prisma.favourite.count({ where: { userId, kind: 'brand' } }),
    }),
    collections: t.prismaConnection({
      type: 'Catalogue',
      cursor: 'id',
      resolve: (query, { userId }, _a, ctx) =>
        ctx.prisma.catalogue.findMany({
          ...query,
          where: { favourites: { some: { userId } } },
          orderBy: [{ title: 'asc' }, { id: 'asc' }],
        }),
      totalCount: ({ userId }, _a, ctx) => ctx.prisma.favourite.count({ where: { userId, kind: 'collection' } }),
    }),
    products: t.prismaConnection({
      type: 'Product',
      cursor: 'id',
      resolve: (query, { userId }, _a, ctx) =>
        ctx.prisma.product.findMany({
          ...query,
          where: { favourites: { some: { userId } } },
          orderBy: [{ title: 'asc' }, { id: 'asc' }],
        }),
      totalCount: ({ userId }, _a, ctx) => ctx.prisma.favourite.count({ where: { userId, kind: 'product' } }),
    }),
  }),
});

builder.prismaObjectField('User', 'favourites', (t) =>
  t.field({
    type: FavouritesRef,
    description: 'Only the user themselves can read their favourites.',
    authScopes: favouritePolicies.read,
    resolve: (user) => ({ userId: user.id }),
  }),
);

interface FavouriteChange {
  kind: FavouriteKindName;
  targetId: string;
}

export const FavouriteChangeRef = builder.objectRef<FavouriteChange>('FavouriteChange').implement({
  description: 'The saved or unsaved target; read isFavourite on it to refresh the page.',
  fields: (t) => ({
    kind: t.field({ type: FavouriteKindEnum, resolve: (c) => c.kind }),
    brand: t.prismaField({
      type: 'Brand',
      nullable: true,
      resolve: (query, c, _a, ctx) =>
        c.kind === 'brand' ? ctx.prisma.brand.findUnique({ ...query, where: { id: c.targetId } }) : null,
    }),
    collection: t.prismaField({
      type: 'Catalogue',
      nullable: true,
      resolve: (query, c, _a, ctx) =>
        c.kind === 'collection' ? ctx.prisma.catalogue.findUnique({ ...query, where: { id: c.targetId } }) : null,
    }),
    product: t.prismaField({
      type: 'Product',
      nullable: true,
      resolve: (query, c, _a, ctx) =>
        c.kind === 'product' ? ctx.prisma.product.findUnique({ ...query, where: { id: c.targetId } }) : null,
    }),
  }),
});
