import { builder } from '../../graphql/builder.js';
import { databaseId } from '../../domain/global-id.js';
import { thenById } from '../../graphql/kit/list.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { managedProductWhere, managedServiceWhere, productWhere, tailoringBrandWhere } from './data.js';
import { ManagedProductFilter, ManagedServiceFilter, ProductFilter } from './types.js';
import { mayEditProduct, productBrandsFor, productPolicies, productsManagedBy, serviceBrandsFor } from './access.js';

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

const newestFirst = thenById<Prisma.ProductOrderByWithRelationInput>({ createdAt: 'desc' });

builder.queryField('managedProducts', (t) =>
  t.prismaConnection(
    {
      type: 'Product',
      cursor: 'id',
      description:
        "super_admin/admin: every brand's products; brand_admin: their brands'. Newest first. Needs studio.products.manage.",
      args: { filter: t.arg({ type: ManagedProductFilter, required: false }) },
      authScopes: productPolicies.manage,
      unauthorizedError: productPolicies.listRefused,
      resolve: (query, _root, args, ctx) =>
        ctx.prisma.product.findMany({
          ...query,
          where: { AND: [productsManagedBy(ctx.viewer), managedProductWhere(args.filter)] },
          orderBy: newestFirst,
        }),
      totalCount: (_root, args, ctx) =>
        ctx.prisma.product.count({ where: { AND: [productsManagedBy(ctx.viewer), managedProductWhere(args.filter)] } }),
    },
    {},
  ),
);

builder.queryField('managedServices', (t) =>
  t.prismaConnection(
    {
      type: 'Product',
      cursor: 'id',
      description: 'Products with a service kind, scoped like managedProducts. Newest first.',
      args: { filter: t.arg({ type: ManagedServiceFilter, required: false }) },
      authScopes: productPolicies.manage,
      unauthorizedError: productPolicies.listRefused,
      resolve: (query, _root, args, ctx) =>
        ctx.prisma.product.findMany({
          ...query,
          where: { AND: [productsManagedBy(ctx.viewer), managedServiceWhere(args.filter)] },
          orderBy: newestFirst,
        }),
      totalCount: (_root, args, ctx) =>
        ctx.prisma.product.count({ where: { AND: [productsManagedBy(ctx.viewer), managedServiceWhere(args.filter)] } }),
    },
    {},
  ),
);

builder.queryField('editableProduct', (t) =>
  t.prismaField({
    type: 'Product',
    nullable: true,
    description:
      "For the edit screens: null when no such product; FORBIDDEN 'You don't have permission to edit this product' when the viewer may not edit it.",
    args: { id: t.arg.id({ required: true }) },
    authScopes: productPolicies.edit,
    unauthorizedError: productPolicies.editRefused,
    resolve: async (query, _root, args, ctx) => {
      const id = databaseId(String(args.id), 'Product');
      const row = id ? await ctx.prisma.product.findUnique({ where: { id }, select: { brandId: true } }) : null;
      if (!row) return null;
      if (!mayEditProduct(ctx.viewer, row.brandId)) throw productPolicies.notYours();
      return ctx.prisma.product.findUnique({ ...query, where: { id: id! } });
    },
  }),
);

const byName = thenById<Prisma.BrandOrderByWithRelationInput>({ name: 'asc' });

builder.queryFields((t) => ({
  productBrandChoices: t.prismaField({
    type: ['Brand'],
    description: 'Brands the viewer may put products in (create: super_admin/admin all, brand_admin owned), by name.',
    authScopes: productPolicies.manage,
    unauthorizedError: productPolicies.listRefused,
    resolve: (query, _root, _args, ctx) =>
      ctx.prisma.brand.findMany({ ...query, where: productBrandsFor(ctx.viewer), orderBy: byName }),
  }),
  serviceBrandChoices: t.prismaField({
    type: ['Brand'],
    description:
      'Tailor brands (tailoring enabled) for service create: super_admin all, brand_admin owned; others empty. By name.',
    authScopes: productPolicies.manage,
    unauthorizedError: productPolicies.listRefused,
    resolve: (query, _root, _args, ctx) =>
      ctx.prisma.brand.findMany({
        ...query,
        where: { AND: [serviceBrandsFor(ctx.viewer), { tailor: { isNot: null } }] },
        orderBy: byName,
      }),
  }),
  portfolioBrandChoices: t.prismaField({
    type: ['Brand'],
    description: 'Tailoring-category brands for portfolio create (studio.portfolio.manage), by name.',
    authScopes: productPolicies.createPortfolio,
    unauthorizedError: productPolicies.portfolioRefused,
    resolve: (query, _root, _args, ctx) =>
      ctx.prisma.brand.findMany({ ...query, where: tailoringBrandWhere(), orderBy: byName }),
  }),
}));
