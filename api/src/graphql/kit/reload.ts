import type { Prisma, PrismaClient } from '../../generated/prisma/client.js';
import type { Context } from '../context.js';

/**
 * The rows a mutation payload hands back after a write, reloaded by id with exactly the selection
 * the client asked for (so the payload costs one statement, like any other read). Use as
 * `brand: t.prismaField({ type: 'Brand', resolve: reload.brand((p) => p.brandId) })`.
 */
type Query<Args> = Omit<Args, 'where'>;

const byId =
  <Args extends { where: { id?: string } }, Row>(find: (prisma: PrismaClient, args: Args) => Promise<Row>) =>
  <Parent>(idOf: (parent: Parent) => string) =>
  (query: Query<Args>, parent: Parent, _args: unknown, ctx: Context) =>
    find(ctx.prisma, { ...query, where: { id: idOf(parent) } } as Args);

export const reload = {
  brand: byId((prisma, args: Prisma.BrandFindUniqueOrThrowArgs) => prisma.brand.findUniqueOrThrow(args)),
  brandImage: byId((prisma, args: Prisma.BrandImageFindUniqueOrThrowArgs) => prisma.brandImage.findUniqueOrThrow(args)),
  lead: byId((prisma, args: Prisma.LeadFindUniqueOrThrowArgs) => prisma.lead.findUniqueOrThrow(args)),
  leadInteraction: byId((prisma, args: Prisma.LeadInteractionFindUniqueOrThrowArgs) =>
    prisma.leadInteraction.findUniqueOrThrow(args),
  ),
};
