import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../graphql/builder.js';
import { relayMutationWithAuth } from '../../graphql/kit/relay-mutation.js';
import { databaseId } from '../../domain/global-id.js';
import { changedFields } from '../../domain/changed-fields.js';
import { recordAudit } from '../../graphql/kit/audit.js';
import { requireRow, throwIfInvalid } from '../../graphql/kit/validation.js';
import type { Context } from '../../graphql/context.js';
import { applicationDeclinedMail } from '../../mail/designer-mails.js';
import { NotFoundError, ValidationError } from '../../errors.js';
import { applicationPolicies } from './access.js';
import { lockApplication, onboardDesigner } from './data.js';
import { APPLICATION_MESSAGES } from './messages.js';
import {
  APPLICATION_APPROVED_MESSAGE,
  APPLICATION_NOTES_MAX_LENGTH,
  APPLICATION_NOTES_MESSAGE,
  applicationCategory,
  applicationErrors,
  isDecision,
  mayBeRejected,
} from './rules.js';
import { ApplicationStatusEnum } from './types.js';
import { normalizeEmail } from '../../domain/email-address.js';

const optional = (value: string | null | undefined) => value?.trim() || null;

builder.relayMutationField(
  'submitDesignerApplication',
  {
    inputFields: (t) => ({
      brandName: t.string({ required: true }),
      designerName: t.string({ required: true }),
      email: t.string({ required: true }),
      phone: t.string({ required: false }),
      website: t.string({ required: false }),
      instagram: t.string({ required: false }),
      location: t.string({ required: true }),
      category: t.string({
        required: true,
        description: 'Bridal, Ready to Wear, Accessories, Vacation, Couture or Other.',
      }),
      description: t.string({ required: true }),
      yearFounded: t.int({ required: false }),
      contactEmail: t.string({
        required: false,
        description:
          "The brand's public contact address, shown on its page; empty: enquiries go to the platform's inbox. The e-mail above stays private.",
      }),
    }),
  },
  {
    description: 'Stores a designer application for review; joining is free.',
    resolve: async (_root, { input }, ctx) => {
      throwIfInvalid(applicationErrors(input, new Date().getUTCFullYear()));
      await ctx.writes.limit('designerApplication');
      const application = await ctx.prisma.designerApplication.create({
        data: {
          brandName: input.brandName.trim(),
          designerName: input.designerName.trim(),
          email: normalizeEmail(input.email),
          phone: optional(input.phone),
          website: optional(input.website),
          instagram: optional(input.instagram),
          location: input.location.trim(),
          category: applicationCategory(input.category)!,
          description: input.description.trim(),
          yearFounded: input.yearFounded ?? null,
          contactEmail: input.contactEmail?.trim() ? normalizeEmail(input.contactEmail) : null,
        },
        select: { id: true },
      });
      return { applicationId: application.id };
    },
  },
  { outputFields: (t) => ({ applicationId: t.id({ resolve: (p) => p.applicationId }) }) },
);

const auditAction = {
  new: 'updated',
  reviewing: 'review_started',
  approved: 'approved',
  rejected: 'rejected',
} as const;

/** Mail goes out after the decision has committed; a failed send is logged and reported, never undoes the decision. */
async function sendAfterCommit(ctx: Context, what: string, send: () => Promise<void>): Promise<boolean> {
  try {
    await send();
    return true;
  } catch (err) {
    ctx.log.error({ err }, `${what} failed`);
    return false;
  }
}

relayMutationWithAuth(
  'updateDesignerApplication',
  {
    inputFields: (t) => ({
      id: t.id({ required: true, description: "The application's global or row id." }),
      status: t.field({ type: ApplicationStatusEnum, required: false, description: 'Omitted: unchanged.' }),
      notes: t.string({ required: false, description: 'Omitted: unchanged; null or blank clears them.' }),
      notifyApplicant: t.boolean({
        required: false,
        description: 'With a change to rejected: mail the applicant a short, kind answer.',
      }),
    }),
  },
  {
    description:
      "Sets an application's status and notes (super admins only). Approving creates, in the same transaction, the designer's brand_admin account (or links the existing one) and an unverified brand from the application owned by them, then mails a link to choose a password and open the brand in the studio. Approving again creates nothing again. An application once approved cannot be rejected (BAD_USER_INPUT on status).",
    authScopes: applicationPolicies.review,
    unauthorizedError: applicationPolicies.refused,
    resolve: async (_root, { input }, ctx) => {
      const viewer = ctx.viewer;
      const notes = input.notes === undefined ? undefined : input.notes?.trim() || null;
      throwIfInvalid(notes && notes.length > APPLICATION_NOTES_MAX_LENGTH ? { notes: APPLICATION_NOTES_MESSAGE } : {});
      const id = databaseId(String(input.id), 'DesignerApplication');
      const decided = await ctx.prisma.$transaction(async (tx) => {
        const before = requireRow(id ? await lockApplication(tx, id) : null, APPLICATION_MESSAGES.notFound);
        const status = input.status ?? before.status;
        if (status === 'rejected' && !mayBeRejected(before))
          throw new ValidationError({ status: APPLICATION_APPROVED_MESSAGE });
        const now = new Date();
        const onboarding = status === 'approved' ? await onboardDesigner(tx, viewer, before) : null;
        const after = await tx.designerApplication.update({
          where: { id: before.id },
          data: {
            status,
            ...(notes !== undefined ? { notes } : {}),
            ...(isDecision(status) && status !== before.status ? { reviewedAt: now } : {}),
            ...(onboarding ? { userId: onboarding.userId, brandId: onboarding.brandId } : {}),
          },
        });
        const changes = changedFields(before, after, ['status', 'notes', 'reviewedAt', 'brandId']);
        if (Object.keys(changes).length)
          await recordAudit(tx, viewer, {
            action: status !== before.status ? auditAction[status] : 'updated',
            entityType: 'application',
            entityId: after.id,
            entityLabel: after.brandName,
            brandId: after.brandId,
            changes,
          });
        return { before, after, onboarding };
      });

      const { before, after, onboarding } = decided;
      let applicantMailed = false;
      if (onboarding?.brandCreated || onboarding?.credentialsReset) {
        const studioPath = `/studio/brands/${encodeURIComponent(encodeGlobalID('Brand', onboarding.brandId))}`;
        applicantMailed = await sendAfterCommit(ctx, `welcome mail for application ${after.id}`, () =>
          ctx.accounts.welcomeApprovedDesigner(onboarding.userId, after.brandName, studioPath),
        );
      } else if (input.notifyApplicant && after.status === 'rejected' && before.status !== 'rejected') {
        applicantMailed = await sendAfterCommit(ctx, `answer for application ${after.id}`, () =>
          ctx.mailer.send(applicationDeclinedMail(after.email, after.designerName, after.brandName)),
        );
      }
      return { applicationId: after.id, applicantMailed };
    },
  },
  {
    outputFields: (t) => ({
      application: t.prismaField({
        type: 'DesignerApplication',
        resolve: (query, p, _args, ctx) =>
          ctx.prisma.designerApplication.findUniqueOrThrow({ ...query, where: { id: p.applicationId } }),
      }),
      applicantMailed: t.boolean({
        description: 'True when this change mailed the applicant (the approval welcome or the kind answer).',
        resolve: (p) => p.applicantMailed,
      }),
    }),
  },
);

export const DeleteApplicationPayloadRef = builder
  .objectRef<{ deletedApplicationId: string }>('DeleteDesignerApplicationPayload')
  .implement({
    fields: (t) => ({
      deletedApplicationId: t.id({
        description: "The deleted application's global id, to drop it from lists.",
        resolve: (p) => encodeGlobalID('DesignerApplication', p.deletedApplicationId),
      }),
    }),
  });

builder.mutationField('deleteDesignerApplication', (t) =>
  t.withAuth(applicationPolicies.review).field({
    type: DeleteApplicationPayloadRef,
    args: { id: t.arg.id({ required: true, description: "The application's global or row id." }) },
    description:
      'Deletes an application permanently (super admins only). A brand made on approval stays. NOT_FOUND "Application not found" otherwise.',
    unauthorizedError: applicationPolicies.refused,
    resolve: async (_root, { id }, ctx) => {
      const viewer = ctx.viewer;
      const applicationId = databaseId(String(id), 'DesignerApplication');
      if (!applicationId) throw new NotFoundError(APPLICATION_MESSAGES.notFound);
      await ctx.prisma.$transaction(async (tx) => {
        const app = requireRow(await lockApplication(tx, applicationId), APPLICATION_MESSAGES.notFound);
        await tx.designerApplication.delete({ where: { id: app.id } });
        await recordAudit(tx, viewer, {
          action: 'deleted',
          entityType: 'application',
          entityId: app.id,
          entityLabel: app.brandName,
          brandId: app.brandId,
          changes: { status: { from: app.status, to: null } },
        });
      });
      return { deletedApplicationId: applicationId };
    },
  }),
);
