import { builder } from '../../graphql/builder.js';
import { databaseId } from '../../domain/global-id.js';
import { thenById } from '../../graphql/kit/list.js';
import { productWhere } from './data.js';
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

builder.queryFields((t) => ({
  products: t.prismaConnection({
    type: 'Product',
    cursor: 'id',
    description:
      'Products, newest first; in stock only unless filter.inStock says otherwise. `first` is capped at 100.',
    args: { filter: t.arg({ type: ProductFilter, required: false }) },
    resolve: (query, _p, args, ctx) =>
      ctx.prisma.product.findMany({
        ...query,
        where: productWhere(args.filter),
        orderBy: thenById({ createdAt: 'desc' }),
      }),
    totalCount: (_p, args, ctx) => ctx.prisma.product.count({ where: productWhere(args.filter) }),
  }),
}));
