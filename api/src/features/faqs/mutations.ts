import type { InputFieldBuilder } from '@pothos/core';
import type { Faq, Prisma } from '../../generated/prisma/client.js';
import { builder } from '../../graphql/builder.js';
import { NotFoundError } from '../../errors.js';
import { auditedCreate, auditedDelete, auditedUpdate } from '../../graphql/kit/audited-write.js';
import { requireRow, throwIfInvalid } from '../../graphql/kit/validation.js';
import { faqPolicies } from './access.js';
import { FAQ_MESSAGES } from './messages.js';
import { FAQ_DEFAULT_DISPLAY_ORDER, faqAnswerHtml, faqErrors } from './rules.js';
import { FaqCategoryEnum, FaqPageLocationEnum, FaqRef } from './types.js';
import { isUuid } from '../../domain/global-id.js';

const AUDITED = ['question', 'answer', 'category', 'pageLocation', 'displayOrder', 'isActive'] as const;

interface FaqForm {
  question?: string | null;
  answer?: string | null;
  category?: Faq['category'] | null;
  pageLocation?: Faq['pageLocation'] | null;
  displayOrder?: number | null;
  isActive?: boolean | null;
}

/** The columns for the fields sent; the answer is stored as safe HTML. */
function faqColumns(form: FaqForm): Prisma.FaqUpdateInput {
  const data: Prisma.FaqUpdateInput = {};
  if (form.question != null) data.question = form.question.trim();
  if (form.answer != null) data.answer = faqAnswerHtml(form.answer);
  if (form.category != null) data.category = form.category;
  if (form.pageLocation != null) data.pageLocation = form.pageLocation;
  if (form.displayOrder != null) data.displayOrder = form.displayOrder;
  if (form.isActive != null) data.isActive = form.isActive;
  return data;
}

const faqFields = (t: InputFieldBuilder<any, 'InputObject'>, required: boolean) => ({
  question: t.string({ required }),
  answer: t.string({
    required,
    description: 'Rich text (HTML); unsafe markup is removed. Plain text becomes paragraphs.',
  }),
  category: t.field({ type: FaqCategoryEnum, required: false, description: 'Default general on create.' }),
  pageLocation: t.field({ type: FaqPageLocationEnum, required: false, description: 'Default general on create.' }),
  displayOrder: t.int({ required: false, description: 'A whole number from 0 to 9999; default 0 on create.' }),
  isActive: t.boolean({ required: false, description: 'Default true on create.' }),
});

const CreateFaqInput = builder.inputType('CreateFaqInput', { fields: (t) => faqFields(t, true) });
const UpdateFaqInput = builder.inputType('UpdateFaqInput', {
  fields: (t) => ({ id: t.id({ required: true }), ...faqFields(t, false) }),
});

const FaqPayload = builder.objectRef<{ faqId: string }>('FaqPayload').implement({
  fields: (t) => ({
    faq: t.prismaField({
      type: FaqRef,
      resolve: (query, p, _a, ctx) => ctx.prisma.faq.findUniqueOrThrow({ ...query, where: { id: p.faqId } }),
    }),
  }),
});

const DeleteFaqPayload = builder.objectRef<{ id: string }>('DeleteFaqPayload').implement({
  fields: (t) => ({ deletedFaqId: t.exposeID('id') }),
});

async function lockFaq(tx: Prisma.TransactionClient, id: string | number): Promise<Faq> {
  const faqId = String(id).trim();
  if (!isUuid(faqId)) throw new NotFoundError(FAQ_MESSAGES.notFound);
  await tx.$queryRaw`SELECT id FROM faqs WHERE id = ${faqId}::uuid FOR UPDATE`;
  return requireRow(await tx.faq.findUnique({ where: { id: faqId } }), FAQ_MESSAGES.notFound);
}

builder.mutationField('createFaq', (t) =>
  t.withAuth(faqPolicies.manage).field({
    type: FaqPayload,
    args: { input: t.arg({ type: CreateFaqInput, required: true }) },
    description: 'Adds an FAQ entry (super admins); category and page location default to general, active to true.',
    unauthorizedError: faqPolicies.refused,
    resolve: async (_root, { input }, ctx) => {
      const viewer = ctx.viewer;
      throwIfInvalid(faqErrors(input, 'create'));
      const faq = await auditedCreate(ctx.prisma, viewer, {
        create: (tx) =>
          tx.faq.create({
            data: {
              ...(faqColumns(input) as Prisma.FaqCreateInput),
              displayOrder: input.displayOrder ?? FAQ_DEFAULT_DISPLAY_ORDER,
              category: input.category ?? 'general',
              pageLocation: input.pageLocation ?? 'general',
              isActive: input.isActive ?? true,
            },
          }),
        fields: AUDITED,
        describe: (faq) => ({ action: 'created', entityType: 'faq', entityId: faq.id, entityLabel: faq.question }),
      });
      return { faqId: faq.id };
    },
  }),
);

builder.mutationField('updateFaq', (t) =>
  t.withAuth(faqPolicies.manage).field({
    type: FaqPayload,
    args: { input: t.arg({ type: UpdateFaqInput, required: true }) },
    description: 'Changes the fields sent of an FAQ entry (super admins); isActive alone activates or deactivates it.',
    unauthorizedError: faqPolicies.refused,
    resolve: async (_root, { input }, ctx) => {
      const viewer = ctx.viewer;
      const { id, ...form } = input;
      throwIfInvalid(faqErrors(form, 'edit'));
      const { after } = await auditedUpdate(ctx.prisma, viewer, {
        lock: (tx) => lockFaq(tx, id),
        update: (tx, before) => tx.faq.update({ where: { id: before.id }, data: faqColumns(form) }),
        fields: AUDITED,
        describe: (after, changes) => ({
          action:
            Object.keys(changes).join() === 'isActive' ? (after.isActive ? 'activated' : 'deactivated') : 'updated',
          entityType: 'faq',
          entityId: after.id,
          entityLabel: after.question,
        }),
      });
      return { faqId: after.id };
    },
  }),
);

builder.mutationField('deleteFaq', (t) =>
  t.withAuth(faqPolicies.manage).field({
    type: DeleteFaqPayload,
    args: { id: t.arg.id({ required: true }) },
    description: 'Deletes an FAQ entry for good (super admins).',
    unauthorizedError: faqPolicies.refused,
    resolve: async (_root, { id }, ctx) => {
      const viewer = ctx.viewer;
      const { deleted } = await auditedDelete(ctx.prisma, viewer, {
        lock: (tx) => lockFaq(tx, id),
        remove: (tx, faq) => tx.faq.delete({ where: { id: faq.id } }),
        fields: ['question', 'category', 'pageLocation', 'displayOrder', 'isActive'],
        describe: (faq) => ({ action: 'deleted', entityType: 'faq', entityId: faq.id, entityLabel: faq.question }),
      });
      return { id: deleted.id };
    },
  }),
);
