import { LEAD_MESSAGES } from './messages.js';
import { builder } from '../../graphql/builder.js';
import { relayMutationWithAuth } from '../../graphql/kit/relay-mutation.js';
import { NotFoundError } from '../../errors.js';
import { requireRow, throwIfInvalid } from '../../graphql/kit/validation.js';
import { viewerOf } from '../../graphql/kit/auth.js';
import { leadPolicies, visibleLeadWhere } from './access.js';
import type { Context } from '../../graphql/context.js';
import { databaseId } from '../../domain/global-id.js';
import { milestonesFor, leadErrors, storedText, storedValue, interactionErrors } from './rules.js';
import { normalizeEmail } from '../../domain/email-address.js';
import { DeleteLeadPayloadRef, LeadPriorityEnum, LeadSourceEnum, LeadStatusEnum, LeadTypeEnum } from './types.js';
import { reload } from '../../graphql/kit/reload.js';
import { recordAudit } from '../../graphql/kit/audit.js';
import { auditedCreate, auditedDelete, auditedUpdate } from '../../graphql/kit/audited-write.js';

/** The lead fields the audit trail follows. */
const AUDITED_LEAD_FIELDS = [
  'status',
  'priority',
  'source',
  'leadType',
  'customerName',
  'customerEmail',
  'customerPhone',
  'estimatedValue',
  'notes',
] as const;

async function existingBrandId(ctx: Context, id: string | number): Promise<string> {
  const brandId = databaseId(String(id), 'Brand');
  return requireRow(
    brandId ? await ctx.prisma.brand.findUnique({ where: { id: brandId }, select: { id: true } }) : null,
    LEAD_MESSAGES.brandNotFound,
  ).id;
}

builder.relayMutationField(
  'createLead',
  {
    inputFields: (t) => ({
      brandId: t.id({
        required: false,
        description: 'A brand the viewer manages; without one (admins only) the lead belongs to no brand.',
      }),
      customerName: t.string({ required: true }),
      customerEmail: t.string({ required: true }),
      customerPhone: t.string({ required: false }),
      source: t.field({ type: LeadSourceEnum, required: false, description: 'Default website.' }),
      leadType: t.field({ type: LeadTypeEnum, required: false, description: 'Default contact.' }),
      status: t.field({
        type: LeadStatusEnum,
        required: false,
        description: 'Default new; contacted, qualified or converted stamps the matching timestamp.',
      }),
      priority: t.field({ type: LeadPriorityEnum, required: false, description: 'Default normal.' }),
      estimatedValue: t.float({ required: false, description: 'In pounds; at least 0, stored to 2 decimals.' }),
      notes: t.string({ required: false }),
    }),
  },
  {
    description: 'Adds a lead by hand. A brand_admin may add leads only to the brands they own.',
    authScopes: (_root, { input }) => leadPolicies.create(input.brandId),
    unauthorizedError: leadPolicies.refused,
    resolve: async (_root, { input }, ctx) => {
      throwIfInvalid(leadErrors(input, true));
      const brandId = input.brandId != null ? await existingBrandId(ctx, input.brandId) : null;
      const now = new Date();
      const status = input.status ?? 'new';
      const viewer = viewerOf(ctx);
      const lead = await auditedCreate(ctx.prisma, viewer, {
        create: (tx) =>
          tx.lead.create({
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
          }),
        fields: AUDITED_LEAD_FIELDS,
        describe: (created) => ({
          action: 'created',
          entityType: 'lead',
          entityId: created.id,
          entityLabel: created.customerName,
          brandId: created.brandId,
        }),
      });
      return { leadId: lead.id };
    },
  },
  {
    outputFields: (t) => ({
      lead: t.prismaField({ type: 'Lead', resolve: reload.lead((p) => p.leadId) }),
    }),
  },
);

relayMutationWithAuth(
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
    authScopes: leadPolicies.manage,
    unauthorizedError: leadPolicies.refused,
    resolve: async (_root, { input }, ctx) => {
      const {
        id,
        status,
        priority,
        source,
        leadType,
        customerName,
        customerEmail,
        customerPhone,
        estimatedValue,
        notes,
      } = input;
      throwIfInvalid(
        leadErrors(
          {
            customerName: customerName ?? undefined,
            customerEmail: customerEmail ?? undefined,
            customerPhone,
            estimatedValue,
            notes,
          },
          false,
        ),
      );
      const { before } = await auditedUpdate(ctx.prisma, ctx.viewer, {
        lock: async (tx) =>
          requireRow(await tx.lead.findFirst({ where: visibleLeadWhere(ctx.viewer, id) }), LEAD_MESSAGES.notFound),
        update: (tx, lead) => {
          const now = new Date();
          return tx.lead.update({
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
        },
        fields: AUDITED_LEAD_FIELDS,
        describe: (updated, changes, lead) => ({
          action: changes.status && Object.keys(changes).length === 1 ? 'status_changed' : 'updated',
          entityType: 'lead',
          entityId: lead.id,
          entityLabel: updated.customerName,
          brandId: lead.brandId,
        }),
      });
      return { leadId: before.id };
    },
  },
  {
    outputFields: (t) => ({
      lead: t.prismaField({ type: 'Lead', resolve: reload.lead((p) => p.leadId) }),
    }),
  },
);

builder.mutationField('deleteLead', (t) =>
  t.withAuth(leadPolicies.manage).field({
    type: DeleteLeadPayloadRef,
    args: { id: t.arg.id({ required: true, description: "The lead's global or row id." }) },
    description:
      'Deletes a lead the viewer can see, with its interactions; permanent. NOT_FOUND "Lead not found" otherwise.',
    unauthorizedError: leadPolicies.refused,
    resolve: async (_root, { id }, ctx) => {
      const viewer = ctx.viewer;
      const leadId = databaseId(String(id), 'Lead');
      if (!leadId) throw new NotFoundError(LEAD_MESSAGES.notFound);
      await auditedDelete(ctx.prisma, viewer, {
        lock: async (tx) =>
          requireRow(await tx.lead.findFirst({ where: visibleLeadWhere(viewer, leadId) }), LEAD_MESSAGES.notFound),
        remove: (tx, lead) => tx.lead.delete({ where: { id: lead.id } }),
        fields: ['status', 'customerName', 'customerEmail'],
        describe: (lead) => ({
          action: 'deleted',
          entityType: 'lead',
          entityId: lead.id,
          entityLabel: lead.customerName,
          brandId: lead.brandId,
        }),
      });
      return { deletedLeadId: leadId };
    },
  }),
);

relayMutationWithAuth(
  'addLeadInteraction',
  {
    inputFields: (t) => ({
      leadId: t.id({ required: true, description: "The lead's global or row id." }),
      kind: t.string({ required: true, description: 'What happened: call, email, whatsapp, meeting, note...' }),
      note: t.string({ required: false }),
    }),
  },
  {
    description:
      "Logs a follow-up on a lead the viewer can see, by the signed-in user, and touches the lead's updatedAt in the same transaction.",
    authScopes: leadPolicies.manage,
    unauthorizedError: leadPolicies.refused,
    resolve: async (_root, { input }, ctx) => {
      throwIfInvalid(interactionErrors(input));
      return ctx.prisma.$transaction(async (tx) => {
        const lead = requireRow(
          await tx.lead.findFirst({
            where: visibleLeadWhere(ctx.viewer, input.leadId),
            select: { id: true, customerName: true, brandId: true },
          }),
          LEAD_MESSAGES.notFound,
        );
        const now = new Date();
        const interaction = await tx.leadInteraction.create({
          data: {
            leadId: lead.id,
            userId: ctx.viewer.id,
            kind: input.kind.trim(),
            note: storedText(input.note),
            createdAt: now,
          },
          select: { id: true },
        });
        await tx.lead.update({ where: { id: lead.id }, data: { updatedAt: now }, select: { id: true } });
        await recordAudit(tx, ctx.viewer, {
          action: 'interaction_added',
          entityType: 'lead',
          entityId: lead.id,
          entityLabel: lead.customerName,
          brandId: lead.brandId,
          changes: { interaction: { from: null, to: input.kind.trim() } },
        });
        return { leadId: lead.id, interactionId: interaction.id };
      });
    },
  },
  {
    outputFields: (t) => ({
      interaction: t.prismaField({ type: 'LeadInteraction', resolve: reload.leadInteraction((p) => p.interactionId) }),
      lead: t.prismaField({ type: 'Lead', resolve: reload.lead((p) => p.leadId) }),
    }),
  },
);
