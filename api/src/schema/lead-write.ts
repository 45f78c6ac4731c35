import { encodeGlobalID } from '@pothos/plugin-relay';
import { databaseId } from '../domain/global-id.js';
import { normalizeEmail } from '../domain/email-address.js';
import { LEAD_MESSAGES } from '../domain/lead-messages.js';
import { milestonesFor } from '../domain/lead-milestones.js';
import { leadErrors, storedText, storedValue } from '../domain/lead-validation.js';
import { builder } from '../graphql/builder.js';
import { NotFoundError, ValidationError } from '../errors.js';
import { LeadPriorityEnum, LeadSourceEnum, LeadStatusEnum, LeadTypeEnum } from './lead-enums.js';
import { leadAccessError } from './lead.js';
import { LEAD_ROLES, visibleLeadWhere } from './lead-visibility.js';
import type { Context } from '../graphql/context.js';

function throwIfInvalid(errors: Record<string, string>) {
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

async function existingBrandId(ctx: Context, id: string | number): Promise<string> {
  const brandId = databaseId(String(id), 'Brand');
  const brand = brandId ? await ctx.prisma.brand.findUnique({ where: { id: brandId }, select: { id: true } }) : null;
  if (!brand) throw new NotFoundError(LEAD_MESSAGES.brandNotFound);
  return brand.id;
}

builder.relayMutationField(
  'createLead',
  {
    inputFields: (t) => ({
      brandId: t.id({ required: false, description: 'A brand the viewer manages; without one (admins only) the lead belongs to no brand.' }),
      customerName: t.string({ required: true }),
      customerEmail: t.string({ required: true }),
      customerPhone: t.string({ required: false }),
      source: t.field({ type: LeadSourceEnum, required: false, description: 'Default website.' }),
      leadType: t.field({ type: LeadTypeEnum, required: false, description: 'Default contact.' }),
      status: t.field({ type: LeadStatusEnum, required: false, description: 'Default new; contacted, qualified or converted stamps the matching timestamp.' }),
      priority: t.field({ type: LeadPriorityEnum, required: false, description: 'Default normal.' }),
      estimatedValue: t.float({ required: false, description: 'In pounds; at least 0, stored to 2 decimals.' }),
      notes: t.string({ required: false }),
    }),
  },
  {
    description: 'Adds a lead by hand. A brand_admin may add leads only to the brands they own.',
    authScopes: (_root, { input }) => (input.brandId != null ? { ownsBrand: String(input.brandId) } : { role: ['super_admin', 'admin'] }),
    unauthorizedError: (_root, _args, ctx) => leadAccessError(ctx),
    resolve: async (_root, { input }, ctx) => {
      throwIfInvalid(leadErrors(input, true));
      const brandId = input.brandId != null ? await existingBrandId(ctx, input.brandId) : null;
      const now = new Date();
      const status = input.status ?? 'new';
      const lead = await ctx.prisma.lead.create({
        data: {
          brandId,
          customerName: input.customerName.trim(),
          customerEmail: normalizeEmail(input.customerEmail),
          customerPhone: storedText(input.customerPhone),
          source: input.source ?? 'website',
          leadType: input.leadType ?? 'contact',
          status,
          priority: input.priority ?? 'normal',
          estimatedValue: storedValue(input.estimatedValue),
          notes: storedText(input.notes),
          createdAt: now,
          updatedAt: now,
          ...milestonesFor(null, status, now),
        },
        select: { id: true },
      });
      return { leadId: lead.id };
    },
  },
  {
    outputFields: (t) => ({
      lead: t.prismaField({ type: 'Lead', resolve: (query, p, _args, ctx) => ctx.prisma.lead.findUniqueOrThrow({ ...query, where: { id: p.leadId } }) }),
    }),
  },
);

builder.relayMutationField(
  'updateLead',
  {
    inputFields: (t) => ({
      id: t.id({ required: true, description: "The lead's global or row id." }),
      status: t.field({ type: LeadStatusEnum, required: false }),
      priority: t.field({ type: LeadPriorityEnum, required: false }),
      source: t.field({ type: LeadSourceEnum, required: false }),
      leadType: t.field({ type: LeadTypeEnum, required: false }),
      customerName: t.string({ required: false }),
      customerEmail: t.string({ required: false }),
      customerPhone: t.string({ required: false, description: 'null or blank clears it.' }),
      estimatedValue: t.float({ required: false, description: 'In pounds; null clears it.' }),
      notes: t.string({ required: false, description: 'null or blank clears them.' }),
    }),
  },
  {
    description:
      'Changes the given fields of a lead the viewer can see (omitted fields stay as they are). The server sets updatedAt, and contactedAt, qualifiedAt or convertedAt when the status moves to contacted, qualified or converted. NOT_FOUND "Lead not found" for unknown ids and for other brands\' leads.',
    authScopes: { role: [...LEAD_ROLES] },
    unauthorizedError: (_root, _args, ctx) => leadAccessError(ctx),
    resolve: async (_root, { input }, ctx) => {
      const { id, status, priority, source, leadType, customerName, customerEmail, customerPhone, estimatedValue, notes } = input;
      throwIfInvalid(leadErrors({ customerName: customerName ?? undefined, customerEmail: customerEmail ?? undefined, customerPhone, estimatedValue, notes }, false));
      const leadId = await ctx.prisma.$transaction(async (tx) => {
        const lead = await tx.lead.findFirst({ where: visibleLeadWhere(ctx.viewer, id), select: { id: true, status: true } });
        if (!lead) throw new NotFoundError(LEAD_MESSAGES.notFound);
        const now = new Date();
        await tx.lead.update({
          where: { id: lead.id },
          data: {
            ...(status ? { status, ...milestonesFor(lead.status, status, now) } : {}),
            ...(priority ? { priority } : {}),
            ...(source ? { source } : {}),
            ...(leadType ? { leadType } : {}),
            ...(customerName != null ? { customerName: customerName.trim() } : {}),
            ...(customerEmail != null ? { customerEmail: normalizeEmail(customerEmail) } : {}),
            ...(customerPhone !== undefined ? { customerPhone: storedText(customerPhone) } : {}),
            ...(estimatedValue !== undefined ? { estimatedValue: storedValue(estimatedValue) } : {}),
            ...(notes !== undefined ? { notes: storedText(notes) } : {}),
            updatedAt: now,
          },
        });
        return lead.id;
      });
      return { leadId };
    },
  },
  {
    outputFields: (t) => ({
      lead: t.prismaField({ type: 'Lead', resolve: (query, p, _args, ctx) => ctx.prisma.lead.findUniqueOrThrow({ ...query, where: { id: p.leadId } }) }),
    }),
  },
);

const DeleteLeadPayloadRef = builder.objectRef<{ deletedLeadId: string }>('DeleteLeadPayload').implement({
  fields: (t) => ({
    deletedLeadId: t.id({ description: "The deleted lead's global id, to drop it from lists.", resolve: (p) => encodeGlobalID('Lead', p.deletedLeadId) }),
  }),
});

builder.mutationField('deleteLead', (t) =>
  t.field({
    type: DeleteLeadPayloadRef,
    args: { id: t.arg.id({ required: true, description: "The lead's global or row id." }) },
    description: 'Deletes a lead the viewer can see, with its interactions; permanent. NOT_FOUND "Lead not found" otherwise.',
    authScopes: { role: [...LEAD_ROLES] },
    unauthorizedError: (_root, _args, ctx) => leadAccessError(ctx),
    resolve: async (_root, { id }, ctx) => {
      const leadId = databaseId(String(id), 'Lead');
      const { count } = leadId ? await ctx.prisma.lead.deleteMany({ where: visibleLeadWhere(ctx.viewer, leadId) }) : { count: 0 };
      if (!leadId || !count) throw new NotFoundError(LEAD_MESSAGES.notFound);
      return { deletedLeadId: leadId };
    },
  }),
);
