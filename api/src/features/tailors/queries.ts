import { builder } from '../../graphql/builder.js';
import { databaseId } from '../../domain/global-id.js';
import { thenById } from '../../graphql/kit/list.js';
import { tailorWhere } from './data.js';
import { TailorFilter } from './types.js';

builder.queryFields((t) => ({
  tailors: t.prismaConnection({
    type: 'TailorProfile',
    cursor: 'id',
    description: 'Tailors by title. `first` is capped at 100.',
    args: { filter: t.arg({ type: TailorFilter, required: false }) },
    resolve: async (query, _p, args, ctx) =>
      ctx.prisma.tailorProfile.findMany({
        ...query,
        where: await tailorWhere(ctx.prisma, args.filter),
        orderBy: thenById({ title: 'asc' }),
      }),
    totalCount: async (_p, args, ctx) =>
      ctx.prisma.tailorProfile.count({ where: await tailorWhere(ctx.prisma, args.filter) }),
  }),
  tailor: t.prismaField({
    type: 'TailorProfile',
    nullable: true,
    description: 'A tailor by its global id or row id; null when there is none.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (query, _p, args, ctx) => {
      const id = databaseId(String(args.id), 'Tailor');
      return id ? ctx.prisma.tailorProfile.findUnique({ ...query, where: { id } }) : null;
    },
  }),
}));
