import { databaseId } from '../../domain/global-id.js';
import { favouriteTargetColumn, favouriteTargetType, type FavouriteKindName } from './rules.js';
import { builder } from '../../graphql/builder.js';
import { requireRow } from '../../graphql/kit/validation.js';
import { favouritePolicies } from './access.js';
import { FAVOURITE_MESSAGES } from './messages.js';
import type { Context } from '../../graphql/context.js';
import { FavouriteChangeRef, FavouriteKindEnum } from './types.js';

async function existingTarget(ctx: Context, kind: FavouriteKindName, rawId: string): Promise<string> {
  const id = databaseId(rawId, favouriteTargetType(kind));
  const found = !id
    ? null
    : kind === 'brand'
      ? await ctx.prisma.brand.findUnique({ where: { id }, select: { id: true } })
      : kind === 'collection'
        ? await ctx.prisma.catalogue.findUnique({ where: { id }, select: { id: true } })
        : await ctx.prisma.product.findUnique({ where: { id }, select: { id: true } });
  return requireRow(found, FAVOURITE_MESSAGES.notFound[kind]).id;
}

const favouriteArgs = (t: any) => ({
  kind: t.arg({ type: FavouriteKindEnum, required: true }),
  targetId: t.arg.id({ required: true }),
});

builder.mutationFields((t) => ({
  addFavourite: t.withAuth(favouritePolicies.save).field({
    type: FavouriteChangeRef,
    args: favouriteArgs(t),
    unauthorizedError: favouritePolicies.saveRefused,
    description: 'Saves a brand, collection or product; saving it again changes nothing (one favourite per target).',
    resolve: async (_root, args, ctx) => {
      const kind = args.kind as FavouriteKindName;
      const targetId = await existingTarget(ctx, kind, String(args.targetId));
      await ctx.prisma.favourite.createMany({
        data: [{ userId: ctx.viewer.id, kind, [favouriteTargetColumn(kind)]: targetId }],
        skipDuplicates: true,
      });
      return { kind, targetId };
    },
  }),
  removeFavourite: t.withAuth(favouritePolicies.save).field({
    type: FavouriteChangeRef,
    args: favouriteArgs(t),
    unauthorizedError: favouritePolicies.saveRefused,
    description: 'Removes a saved brand, collection or product; removing one that is not saved changes nothing.',
    resolve: async (_root, args, ctx) => {
      const kind = args.kind as FavouriteKindName;
      const targetId = await existingTarget(ctx, kind, String(args.targetId));
      await ctx.prisma.favourite.deleteMany({
        where: { userId: ctx.viewer.id, [favouriteTargetColumn(kind)]: targetId },
      });
      return { kind, targetId };
    },
  }),
}));
