import { LEAD_MESSAGES } from '../domain/lead-messages.js';
import { interactionErrors, storedText } from '../domain/lead-validation.js';
import { builder } from '../graphql/builder.js';
import { NotFoundError, ValidationError } from '../errors.js';
import { leadAccessError } from './lead.js';
import { LEAD_ROLES, visibleLeadWhere } from './lead-visibility.js';

builder.relayMutationField(
  'addLeadInteraction',
  {
    inputFields: (t) => ({
      leadId: t.id({ required: true, description: "The lead's global or row id." }),
      kind: t.string({ required: true, description: 'What happened: call, email, whatsapp, meeting, note...' }),
      note: t.string({ required: false }),
    }),
  },
  {
    description: "Logs a follow-up on a lead the viewer can see, by the signed-in user, and touches the lead's updatedAt in the same transaction.",
    authScopes: { role: [...LEAD_ROLES] },
    unauthorizedError: (_root, _args, ctx) => leadAccessError(ctx),
    resolve: async (_root, { input }, ctx) => {
      const errors = interactionErrors(input);
      if (Object.keys(errors).length) throw new ValidationError(errors);
      return ctx.prisma.$transaction(async (tx) => {
        const lead = await tx.lead.findFirst({ where: visibleLeadWhere(ctx.viewer, input.leadId), select: { id: true } });
        if (!lead) throw new NotFoundError(LEAD_MESSAGES.notFound);
        const now = new Date();
        const interaction = await tx.leadInteraction.create({
          data: { leadId: lead.id, userId: ctx.viewer!.id, kind: input.kind.trim(), note: storedText(input.note), createdAt: now },
          select: { id: true },
        });
        await tx.lead.update({ where: { id: lead.id }, data: { updatedAt: now }, select: { id: true } });
        return { leadId: lead.id, interactionId: interaction.id };
      });
    },
  },
  {
    outputFields: (t) => ({
      interaction: t.prismaField({ type: 'LeadInteraction', resolve: (query, p, _args, ctx) => ctx.prisma.leadInteraction.findUniqueOrThrow({ ...query, where: { id: p.interactionId } }) }),
      lead: t.prismaField({ type: 'Lead', resolve: (query, p, _args, ctx) => ctx.prisma.lead.findUniqueOrThrow({ ...query, where: { id: p.leadId } }) }),
    }),
  },
);
