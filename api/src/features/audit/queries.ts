import { builder } from '../../graphql/builder.js';
import { auditPolicies } from './access.js';
import { NEWEST_FIRST, auditWhere } from './data.js';
import { AuditFilter } from './types.js';

builder.queryField('auditEvents', (t) =>
  t.prismaConnection(
    {
      type: 'AuditEvent',
      cursor: 'id',
      description: 'Every studio write, newest first (super admins only).',
      args: { filter: t.arg({ type: AuditFilter, required: false }) },
      authScopes: auditPolicies.feed,
      unauthorizedError: auditPolicies.feedRefused,
      resolve: (query, _root, args, ctx) =>
        ctx.prisma.auditEvent.findMany({ ...query, where: auditWhere(args.filter), orderBy: NEWEST_FIRST }),
      totalCount: (_root, args, ctx) => ctx.prisma.auditEvent.count({ where: auditWhere(args.filter) }),
    },
    {},
  ),
);

builder.queryField('auditEntityTypes', (t) =>
  t.stringList({
    description: 'The kinds of records the trail holds, for the feed filter.',
    authScopes: auditPolicies.feed,
    unauthorizedError: auditPolicies.feedRefused,
    resolve: async (_root, _args, ctx) =>
      (
        await ctx.prisma.auditEvent.findMany({
          distinct: ['entityType'],
          select: { entityType: true },
          orderBy: { entityType: 'asc' },
        })
      ).map((r) => r.entityType),
  }),
);

builder.prismaObjectField('Brand', 'history', (t) =>
  t.prismaConnection(
    {
      type: 'AuditEvent',
      cursor: 'id',
      description: "The brand's own recent changes, newest first: for those who manage the brand.",
      authScopes: (brand) => auditPolicies.brandHistory(brand),
      resolve: (query, brand, _args, ctx) =>
        ctx.prisma.auditEvent.findMany({ ...query, where: { brandId: brand.id }, orderBy: NEWEST_FIRST }),
    },
    {},
  ),
);
