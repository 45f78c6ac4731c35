import { LeadSource, LeadStatus, LeadType, type Prisma } from '../generated/prisma/client.js';
import { viewerOwnsBrand, type Viewer } from '../auth/viewer.js';
import { builder } from './builder.js';

export const LeadSourceEnum = builder.enumType(LeadSource, { name: 'LeadSource' });
export const LeadTypeEnum = builder.enumType(LeadType, { name: 'LeadType' });
export const LeadStatusEnum = builder.enumType(LeadStatus, { name: 'LeadStatus' });

/** Admins see every lead; a brand_admin only the leads of the brands they own. */
function leadsVisibleTo(viewer: Viewer): Prisma.LeadWhereInput {
  if (viewer.role === 'super_admin' || viewer.role === 'admin') return {};
  return { brandId: { in: [...viewer.ownedBrandIds] } };
}

export const LeadRef = builder.prismaNode('Lead', {
  id: { field: 'id' },
  select: { id: true, brandId: true },
  authScopes: (lead, ctx) => (lead.brandId ? viewerOwnsBrand(ctx.viewer, lead.brandId) : ctx.viewer?.role === 'admin' || ctx.viewer?.role === 'super_admin'),
  fields: (t) => ({
    databaseId: t.exposeString('id'),
    customerName: t.exposeString('customerName'),
    customerEmail: t.exposeString('customerEmail'),
    source: t.expose('source', { type: LeadSourceEnum }),
    leadType: t.expose('leadType', { type: LeadTypeEnum }),
    status: t.expose('status', { type: LeadStatusEnum }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    brand: t.relation('brand', { nullable: true }),
  }),
});

builder.queryField('leads', (t) =>
  t.prismaConnection(
    {
      type: 'Lead',
      cursor: 'id',
      description: "Leads newest first: every lead for admins, the owned brands' leads for a brand_admin. `first` is capped at 100.",
      authScopes: { role: ['super_admin', 'admin', 'brand_admin'] },
      resolve: (query, _root, _args, ctx) => ctx.prisma.lead.findMany({ ...query, where: leadsVisibleTo(ctx.viewer!), orderBy: [{ createdAt: 'desc' }, { id: 'asc' }] }),
      totalCount: (_root, _args, ctx) => ctx.prisma.lead.count({ where: leadsVisibleTo(ctx.viewer!) }),
    },
    {},
  ),
);
