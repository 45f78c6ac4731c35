import type { InputFieldBuilder } from '@pothos/core';
import type { LegalDocumentType, Prisma } from '../../generated/prisma/client.js';
import { builder } from '../../graphql/builder.js';
import { allFields, changedFields, type FieldChanges } from '../../domain/changed-fields.js';
import { ValidationError } from '../../errors.js';
import { recordAudit } from '../../graphql/kit/audit.js';
import { auditedWrite } from '../../graphql/kit/audited-write.js';
import { takeTurnsWriting } from '../../graphql/kit/table-lock.js';
import { requireRow, throwIfInvalid } from '../../graphql/kit/validation.js';
import type { Viewer } from '../../auth/viewer.js';
import { legalPolicies } from './access.js';
import { LEGAL_MESSAGES, LEGAL_TYPE_NAMES } from './messages.js';
import { legalDocumentErrors, nextVersion } from './rules.js';
import { safeDocumentHtml } from '../../domain/safe-html.js';
import { LegalDocumentRef, LegalDocumentTypeEnum } from './types.js';
import { isUuid } from '../../domain/global-id.js';

const AUDITED = ['documentType', 'title', 'version', 'effectiveDate', 'isActive'] as const;

const documentFields = (t: InputFieldBuilder<any, 'InputObject'>) => ({
  documentType: t.field({
    type: LegalDocumentTypeEnum,
    required: false,
    description: 'Required on create; on update it may only repeat the type, which never changes.',
  }),
  title: t.string({ required: false }),
  content: t.string({ required: false, description: 'HTML; sanitised before it is stored.' }),
  effectiveDate: t.string({ required: false, description: 'YYYY-MM-DD.' }),
  version: t.string({
    required: false,
    description: 'Numbers separated by dots (3.0), unique per type; on create, blank takes the next major version.',
  }),
  isActive: t.boolean({
    required: false,
    description:
      'true makes this the one active version of its type (the others are deactivated); default false on create.',
  }),
});

const CreateLegalDocumentInput = builder.inputType('CreateLegalDocumentInput', { fields: documentFields });
const UpdateLegalDocumentInput = builder.inputType('UpdateLegalDocumentInput', {
  fields: (t) => ({ id: t.id({ required: true }), ...documentFields(t) }),
});

const LegalDocumentPayload = builder.objectRef<{ documentId: string }>('LegalDocumentPayload').implement({
  fields: (t) => ({
    document: t.prismaField({
      type: LegalDocumentRef,
      resolve: (query, p, _a, ctx) =>
        ctx.prisma.legalDocument.findUniqueOrThrow({ ...query, where: { id: p.documentId } }),
    }),
    /** Every version of the document's type, so a screen shows the one active version at once. */
    versions: t.prismaField({
      type: [LegalDocumentRef],
      resolve: async (query, p, _a, ctx) => {
        const { documentType } = await ctx.prisma.legalDocument.findUniqueOrThrow({ where: { id: p.documentId } });
        return ctx.prisma.legalDocument.findMany({
          ...query,
          where: { documentType },
          orderBy: [{ isActive: 'desc' }, { effectiveDate: 'desc' }, { version: 'desc' }],
        });
      },
    }),
  }),
});

const text = (value: string | null | undefined) => (value == null ? undefined : value.trim());
const dateOf = (value: string) => new Date(`${value.trim()}T00:00:00Z`);

/** Content is summarised in the audit trail: its size, not the whole document. */
function contentChange(before: string | null, after: string | null): FieldChanges {
  if (before === after) return {};
  const size = (html: string | null) => (html == null ? null : `${html.length} characters`);
  return { content: { from: size(before), to: size(after) } };
}

async function assertVersionFree(
  tx: Prisma.TransactionClient,
  documentType: LegalDocumentType,
  version: string,
  exceptId?: string,
) {
  const taken = await tx.legalDocument.findFirst({
    where: { documentType, version, ...(exceptId ? { id: { not: exceptId } } : {}) },
    select: { id: true },
  });
  if (taken)
    throw new ValidationError({ version: LEGAL_MESSAGES.versionTaken(version, LEGAL_TYPE_NAMES[documentType]) });
}

/** The one-active rule: the type's other active version stops being active (and the trail says so). */
async function deactivateOthers(
  tx: Prisma.TransactionClient,
  viewer: Viewer,
  documentType: LegalDocumentType,
  keepId: string,
) {
  const others = await tx.legalDocument.findMany({ where: { documentType, isActive: true, id: { not: keepId } } });
  if (!others.length) return;
  await tx.legalDocument.updateMany({ where: { id: { in: others.map((d) => d.id) } }, data: { isActive: false } });
  for (const other of others)
    await recordAudit(tx, viewer, {
      action: 'deactivated',
      entityType: 'legal_document',
      entityId: other.id,
      entityLabel: `${other.title} ${other.version}`,
      changes: { isActive: { from: true, to: false } },
    });
}

builder.mutationField('createLegalDocument', (t) =>
  t.withAuth(legalPolicies.manage).field({
    type: LegalDocumentPayload,
    args: { input: t.arg({ type: CreateLegalDocumentInput, required: true }) },
    description: 'Writes a new version of the terms of service or privacy policy (super admins).',
    unauthorizedError: legalPolicies.refused,
    resolve: async (_root, { input }, ctx) => {
      const viewer = ctx.viewer;
      const content = input.content == null ? '' : safeDocumentHtml(input.content);
      throwIfInvalid(legalDocumentErrors({ ...input, content }, 'create'));
      const documentType = input.documentType!;
      const created = await auditedWrite(ctx.prisma, viewer, {
        // Writers take turns: versions are numbered and one is made active without races.
        lock: (tx) => takeTurnsWriting(tx, 'legal_documents'),
        write: async (tx) => {
          const entered = text(input.version);
          const version =
            entered ||
            nextVersion(
              (await tx.legalDocument.findMany({ where: { documentType }, select: { version: true } })).map(
                (d) => d.version,
              ),
            );
          await assertVersionFree(tx, documentType, version);
          const document = await tx.legalDocument.create({
            data: {
              documentType,
              title: text(input.title)!,
              content,
              version,
              effectiveDate: dateOf(input.effectiveDate!),
              isActive: false,
            },
          });
          if (!input.isActive) return document;
          await deactivateOthers(tx, viewer, documentType, document.id);
          return tx.legalDocument.update({ where: { id: document.id }, data: { isActive: true } });
        },
        describe: (_turn, created) => ({
          action: 'created',
          entityType: 'legal_document',
          entityId: created.id,
          entityLabel: `${created.title} ${created.version}`,
          changes: { ...allFields(created, AUDITED, 'created'), ...contentChange(null, created.content) },
        }),
      });
      return { documentId: created.id };
    },
  }),
);

builder.mutationField('updateLegalDocument', (t) =>
  t.withAuth(legalPolicies.manage).field({
    type: LegalDocumentPayload,
    args: { input: t.arg({ type: UpdateLegalDocumentInput, required: true }) },
    description:
      'Changes the fields sent of a legal document version (super admins); isActive: true makes it the active one. ' +
      'The type never changes.',
    unauthorizedError: legalPolicies.refused,
    resolve: async (_root, { input }, ctx) => {
      const viewer = ctx.viewer;
      const { id, ...form } = input;
      const content = form.content == null ? undefined : safeDocumentHtml(form.content);
      throwIfInvalid(
        legalDocumentErrors(
          {
            title: form.title === null ? '' : form.title,
            content: form.content === null ? '' : content,
            effectiveDate: form.effectiveDate === null ? '' : form.effectiveDate,
            version: form.version,
          },
          'edit',
        ),
      );
      const after = await auditedWrite(ctx.prisma, viewer, {
        lock: async (tx) => {
          // Writers take turns: versions are numbered and one is made active without races.
          await takeTurnsWriting(tx, 'legal_documents');
          return requireRow(
            isUuid(String(id)) ? await tx.legalDocument.findUnique({ where: { id: String(id) } }) : null,
            LEGAL_MESSAGES.notFound,
          );
        },
        write: async (tx, before) => {
          if (form.documentType && form.documentType !== before.documentType)
            throw new ValidationError({ documentType: LEGAL_MESSAGES.typeFixed });
          const version = text(form.version);
          if (version && version !== before.version)
            await assertVersionFree(tx, before.documentType, version, before.id);
          const data: Prisma.LegalDocumentUpdateInput = {};
          if (form.title != null) data.title = form.title.trim();
          if (content !== undefined) data.content = content;
          if (form.effectiveDate != null) data.effectiveDate = dateOf(form.effectiveDate);
          if (version) data.version = version;
          if (form.isActive != null) data.isActive = form.isActive;
          if (form.isActive && !before.isActive) await deactivateOthers(tx, viewer, before.documentType, before.id);
          return tx.legalDocument.update({ where: { id: before.id }, data });
        },
        describe: (before, after) => {
          const changes = { ...changedFields(before, after, AUDITED), ...contentChange(before.content, after.content) };
          if (!Object.keys(changes).length) return null;
          return {
            action:
              Object.keys(changes).join() === 'isActive' ? (after.isActive ? 'activated' : 'deactivated') : 'updated',
            entityType: 'legal_document',
            entityId: after.id,
            entityLabel: `${after.title} ${after.version}`,
            changes,
          };
        },
      });
      return { documentId: after.id };
    },
  }),
);
