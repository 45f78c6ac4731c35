import { databaseId } from '../../domain/global-id.js';
import { favouriteTargetColumn, favouriteTargetType, type FavouriteKindName } from './rules.js';
import { builder } from '../../graphql/builder.js';
import { NotFoundError, UnauthenticatedError } from '../../errors.js';
import type { Context } from '../../graphql/context.js';
import { FavouriteChangeRef, FavouriteKindEnum } from './types.js';

const SIGN_IN_TO_SAVE = 'Please sign in to save favourites.';

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
