import { FavouriteKind } from '../generated/prisma/client.js';
import { databaseId } from '../domain/global-id.js';
import { favouriteTargetColumn, favouriteTargetType, type FavouriteKindName } from '../domain/favourite-kind.js';
import { builder } from '../graphql/builder.js';
import { NotFoundError, UnauthenticatedError } from '../errors.js';
import { UserRef } from './user.js';
import type { Context } from '../graphql/context.js';

export const FavouriteKindEnum = builder.enumType(FavouriteKind, { name: 'FavouriteKind' });

const SIGN_IN_TO_SAVE = 'Please sign in to save favourites.';

/** Selects the viewer's favourite row for a target, so isFavourite costs no extra query per item. */
const viewerFavouriteSelect = (_args: unknown, ctx: Context) => ({
  favourites: { where: { userId: ctx.viewer?.id ?? '00000000-0000-0000-0000-000000000000' }, select: { id: true }, take: 1 },
});
const isSaved = (row: { favourites: unknown[] }, ctx: Context) => !!ctx.viewer && row.favourites.length > 0;

builder.prismaObjectField('Brand', 'isFavourite', (t) => t.boolean({ description: 'Whether the signed-in viewer saved it; false when signed out.', select: viewerFavouriteSelect, resolve: (b, _a, ctx) => isSaved(b, ctx) }));
builder.prismaObjectField('Catalogue', 'isFavourite', (t) => t.boolean({ description: 'Whether the signed-in viewer saved it; false when signed out.', select: viewerFavouriteSelect, resolve: (c, _a, ctx) => isSaved(c, ctx) }));
builder.prismaObjectField('Product', 'isFavourite', (t) => t.boolean({ description: 'Whether the signed-in viewer saved it; false when signed out.', select: viewerFavouriteSelect, resolve: (p, _a, ctx) => isSaved(p, ctx) }));

const FavouritesRef = builder.objectRef<{ userId: string }>('Favourites').implement({
  description: "A user's saved brands, collections and products, most recently saved first.",
  fields: (t) => ({
    brands: t.prismaConnection({
      type: 'Brand',
      cursor: 'id',
      resolve: (query, { userId }, _a, ctx) => ctx.prisma.brand.findMany({ ...query, where: { favourites: { some: { userId } } }, orderBy: [{ name: 'asc' }, { id: 'asc' }] }),
      totalCount: ({ userId }, _a, ctx) => ctx.prisma.favourite.count({ where: { userId, kind: 'brand' } }),
    }),
    collections: t.prismaConnection({
      type: 'Catalogue',
      cursor: 'id',
      resolve: (query, { userId }, _a, ctx) => ctx.prisma.catalogue.findMany({ ...query, where: { favourites: { some: { userId } } }, orderBy: [{ title: 'asc' }, { id: 'asc' }] }),
      totalCount: ({ userId }, _a, ctx) => ctx.prisma.favourite.count({ where: { userId, kind: 'collection' } }),
    }),
    products: t.prismaConnection({
      type: 'Product',
      cursor: 'id',
      resolve: (query, { userId }, _a, ctx) => ctx.prisma.product.findMany({ ...query, where: { favourites: { some: { userId } } }, orderBy: [{ title: 'asc' }, { id: 'asc' }] }),
      totalCount: ({ userId }, _a, ctx) => ctx.prisma.favourite.count({ where: { userId, kind: 'product' } }),
    }),
  }),
});

builder.prismaObjectField('User', 'favourites', (t) =>
  t.field({
    type: FavouritesRef,
    description: 'Only the user themselves can read their favourites.',
    authScopes: (user, _a, ctx) => ctx.viewer?.id === user.id,
    resolve: (user) => ({ userId: user.id }),
  }),
);

interface FavouriteChange {
  kind: FavouriteKindName;
  targetId: string;
}

const FavouriteChangeRef = builder.objectRef<FavouriteChange>('FavouriteChange').implement({
  description: 'The saved or unsaved target; read isFavourite on it to refresh the page.',
  fields: (t) => ({
    kind: t.field({ type: FavouriteKindEnum, resolve: (c) => c.kind }),
    brand: t.prismaField({ type: 'Brand', nullable: true, resolve: (query, c, _a, ctx) => (c.kind === 'brand' ? ctx.prisma.brand.findUnique({ ...query, where: { id: c.targetId } }) : null) }),
    collection: t.prismaField({ type: 'Catalogue', nullable: true, resolve: (query, c, _a, ctx) => (c.kind === 'collection' ? ctx.prisma.catalogue.findUnique({ ...query, where: { id: c.targetId } }) : null) }),
    product: t.prismaField({ type: 'Product', nullable: true, resolve: (query, c, _a, ctx) => (c.kind === 'product' ? ctx.prisma.product.findUnique({ ...query, where: { id: c.targetId } }) : null) }),
  }),
});

const NOT_FOUND: Record<FavouriteKindName, string> = { brand: 'Brand not found', collection: 'Collection not found', product: 'Product not found' };

async function existingTarget(ctx: Context, kind: FavouriteKindName, rawId: string): Promise<string> {
  const id = databaseId(rawId, favouriteTargetType(kind));
  const found = !id
    ? null
    : kind === 'brand'
      ? await ctx.prisma.brand.findUnique({ where: { id }, select: { id: true } })
      : kind === 'collection'
        ? await ctx.prisma.catalogue.findUnique({ where: { id }, select: { id: true } })
        : await ctx.prisma.product.findUnique({ where: { id }, select: { id: true } });
  if (!found) throw new NotFoundError(NOT_FOUND[kind]);
  return found.id;
}

const favouriteArgs = (t: any) => ({ kind: t.arg({ type: FavouriteKindEnum, required: true }), targetId: t.arg.id({ required: true }) });

builder.mutationFields((t) => ({
  addFavourite: t.field({
    type: FavouriteChangeRef,
    args: favouriteArgs(t),
    authScopes: { signedIn: true },
    unauthorizedError: () => new UnauthenticatedError(SIGN_IN_TO_SAVE),
    description: 'Saves a brand, collection or product; saving it again changes nothing (one favourite per target).',
    resolve: async (_root, args, ctx) => {
      const kind = args.kind as FavouriteKindName;
      const targetId = await existingTarget(ctx, kind, String(args.targetId));
      await ctx.prisma.favourite.createMany({ data: [{ userId: ctx.viewer!.id, kind, [favouriteTargetColumn(kind)]: targetId }], skipDuplicates: true });
      return { kind, targetId };
    },
  }),
  removeFavourite: t.field({
    type: FavouriteChangeRef,
    args: favouriteArgs(t),
    authScopes: { signedIn: true },
    unauthorizedError: () => new UnauthenticatedError(SIGN_IN_TO_SAVE),
    description: 'Removes a saved brand, collection or product; removing one that is not saved changes nothing.',
    resolve: async (_root, args, ctx) => {
      const kind = args.kind as FavouriteKindName;
      const targetId = await existingTarget(ctx, kind, String(args.targetId));
      await ctx.prisma.favourite.deleteMany({ where: { userId: ctx.viewer!.id, [favouriteTargetColumn(kind)]: targetId } });
      return { kind, targetId };
    },
  }),
}));
