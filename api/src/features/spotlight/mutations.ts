import { randomUUID } from 'node:crypto';
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { Prisma } from '../../generated/prisma/client.js';
import type { Viewer } from '../../auth/viewer.js';
import { databaseId } from '../../domain/global-id.js';
import { NotFoundError, ValidationError } from '../../errors.js';
import { builder } from '../../graphql/builder.js';
import { recordAudit } from '../../graphql/kit/audit.js';
import { auditedCreate, auditedDelete, auditedUpdate } from '../../graphql/kit/audited-write.js';
import { requireRow, throwIfInvalid } from '../../graphql/kit/validation.js';
import { spotlightPolicies } from './access.js';
import { deactivateOthers, lockSpotlight } from './data.js';
import { releaseFiles, spotlightFileUrls, writeWithUploads } from './media.js';
import { SPOTLIGHT_MESSAGES } from './messages.js';
import { spotlightErrors } from './rules.js';
import {
  CreateSpotlightInput,
  UpdateSpotlightInput,
  addressErrors,
  productErrors,
  productRows,
  spotlightColumns,
  stageFiles,
  type SpotlightForm,
} from './spotlight-form.js';

const AUDITED = [
  'title',
  'subtitle',
  'brandName',
  'brandDescription',
  'brandQuote',
  'brandQuoteAuthor',
  'brandLink',
  'mainImage',
  'videoUrl',
  'videoThumbnail',
  'videoType',
  'videoDescription',
  'isActive',
] as const;

const SpotlightPayload = builder.objectRef<{ spotlightId: string }>('SpotlightPayload').implement({
  fields: (t) => ({
    spotlight: t.prismaField({
      type: 'Spotlight',
      resolve: (query, p, _a, ctx) =>
        ctx.prisma.spotlight.findUniqueOrThrow({ ...query, where: { id: p.spotlightId } }),
    }),
  }),
});

const DeleteSpotlightPayload = builder.objectRef<{ id: string }>('DeleteSpotlightPayload').implement({
  fields: (t) => ({
    deletedSpotlightId: t.id({ resolve: (p) => encodeGlobalID('Spotlight', p.id) }),
  }),
});

async function auditDeactivated(tx: Prisma.TransactionClient, viewer: Viewer, others: { id: string; title: string }[]) {
  for (const other of others)
    await recordAudit(tx, viewer, {
      action: 'deactivated',
      entityType: 'spotlight',
      entityId: other.id,
      entityLabel: other.title,
      changes: { isActive: { from: true, to: false } },
    });
}

/** The audited fields, with the featured products' names (compared when sent). */
const AUDITED_WITH_PRODUCTS = [...AUDITED, 'featuredProducts'] as const;

const productNames = (rows: readonly { name: string }[]) => rows.map((row) => row.name);

builder.mutationField('createSpotlight', (t) =>
  t.withAuth(spotlightPolicies.manage).field({
    type: SpotlightPayload,
    args: { input: t.arg({ type: CreateSpotlightInput, required: true }) },
    description:
      'Creates a home-page spotlight (super admins), active unless isActive is false; the main image goes into spotlight-images/main, the video into spotlight-videos/campaigns. Send uploads as a GraphQL multipart request with the header `apollo-require-preflight: true`.',
    unauthorizedError: spotlightPolicies.createRefused,
    resolve: async (_root, { input }, ctx) => {
      const viewer = ctx.viewer;
      const checked = await productErrors(ctx, input);
      throwIfInvalid({
        ...spotlightErrors({ ...input, hasMainImage: !!input.mainImageFile || !!input.mainImage?.trim() }, 'create'),
        ...addressErrors(input),
        ...checked.errors,
      });
      const spotlightId = randomUUID();
      return writeWithUploads(
        ctx,
        (uploads) => stageFiles(uploads, input, spotlightId),
        async (tx, staged) => {
          const isActive = input.isActive ?? true;
          const turnedOff = isActive ? await deactivateOthers(tx, spotlightId) : [];
          await auditedCreate(tx, viewer, {
            create: async (tx) => {
              const spotlight = await tx.spotlight.create({
                data: {
                  ...(spotlightColumns(input, staged) as Prisma.SpotlightCreateInput),
                  id: spotlightId,
                  isActive,
                },
              });
              const rows = productRows(input, staged, checked.products, spotlightId);
              if (rows.length) await tx.spotlightProduct.createMany({ data: rows });
              return { ...spotlight, featuredProducts: rows.length ? productNames(rows) : null };
            },
            fields: AUDITED_WITH_PRODUCTS,
            describe: (spotlight) => ({
              action: 'created',
              entityType: 'spotlight',
              entityId: spotlight.id,
              entityLabel: spotlight.title,
            }),
          });
          await auditDeactivated(tx, viewer, turnedOff);
          return { result: { spotlightId }, released: [] };
        },
      );
    },
  }),
);

/** The id sent, as a row id: 'Missing required information' without one, NOT_FOUND for one that is not a spotlight. */
function spotlightIdOf(id: string | number | null | undefined): string {
  if (id == null || !String(id).trim()) throw new ValidationError({ id: SPOTLIGHT_MESSAGES.missingInformation });
  const spotlightId = databaseId(String(id), 'Spotlight');
  if (!spotlightId) throw new NotFoundError(SPOTLIGHT_MESSAGES.notFound);
  return spotlightId;
}

const mainImageSent = (form: SpotlightForm) =>
  form.mainImageFile ? true : form.mainImage !== undefined ? !!form.mainImage?.trim() : undefined;

builder.mutationField('updateSpotlight', (t) =>
  t.withAuth(spotlightPolicies.manage).field({
    type: SpotlightPayload,
    args: { input: t.arg({ type: UpdateSpotlightInput, required: true }) },
    description:
      'Changes the fields sent of a spotlight (super admins); isActive true turns every other spotlight off. Replaced uploads are removed.',
    unauthorizedError: spotlightPolicies.updateRefused,
    resolve: async (_root, { input }, ctx) => {
      const viewer = ctx.viewer;
      const { id, ...form } = input;
      const spotlightId = spotlightIdOf(id);
      requireRow(
        await ctx.prisma.spotlight.findUnique({ where: { id: spotlightId }, select: { id: true } }),
        SPOTLIGHT_MESSAGES.notFound,
      );
      const productsSent = form.featuredProducts !== undefined && form.featuredProducts !== null;
      const checked = productsSent ? await productErrors(ctx, form) : { errors: {}, products: new Map() };
      throwIfInvalid({
        ...spotlightErrors({ ...form, hasMainImage: mainImageSent(form) }, 'edit'),
        ...addressErrors(form),
        ...checked.errors,
      });
      return writeWithUploads(
        ctx,
        (uploads) => stageFiles(uploads, form, spotlightId),
        async (tx, staged) => {
          let turnedOff: { id: string; title: string }[] = [];
          // The featured products' names are compared too, when they were sent.
          const { before, after } = await auditedUpdate(tx, viewer, {
            lock: async (tx) => {
              const current = requireRow(await lockSpotlight(tx, spotlightId), SPOTLIGHT_MESSAGES.notFound);
              const products = await tx.spotlightProduct.findMany({
                where: { spotlightId },
                orderBy: [{ displayOrder: 'asc' }, { id: 'asc' }],
              });
              return { ...current, products, ...(productsSent ? { featuredProducts: productNames(products) } : {}) };
            },
            update: async (tx, current) => {
              if (form.isActive === true && !current.isActive) turnedOff = await deactivateOthers(tx, spotlightId);
              const after = await tx.spotlight.update({
                where: { id: spotlightId },
                data: spotlightColumns(form, staged),
              });
              let rows: { name: string; image: string | null }[] = current.products;
              if (productsSent) {
                const replacing = productRows(form, staged, checked.products, spotlightId);
                await tx.spotlightProduct.deleteMany({ where: { spotlightId } });
                if (replacing.length) await tx.spotlightProduct.createMany({ data: replacing });
                rows = replacing.map((row) => ({ name: row.name, image: row.image ?? null }));
              }
              return { ...after, products: rows, ...(productsSent ? { featuredProducts: productNames(rows) } : {}) };
            },
            fields: AUDITED_WITH_PRODUCTS,
            describe: (after, changes) => ({
              action:
                Object.keys(changes).join() === 'isActive' ? (after.isActive ? 'activated' : 'deactivated') : 'updated',
              entityType: 'spotlight',
              entityId: after.id,
              entityLabel: after.title,
            }),
          });
          const stillUsed = new Set(spotlightFileUrls({ ...after, productImages: after.products.map((r) => r.image) }));
          const released = await releaseFiles(
            tx,
            ctx.storage,
            spotlightId,
            spotlightFileUrls({ ...before, productImages: before.products.map((r) => r.image) }).filter(
              (url) => !stillUsed.has(url),
            ),
          );
          await auditDeactivated(tx, viewer, turnedOff);
          return { result: { spotlightId }, released };
        },
      );
    },
  }),
);

builder.mutationField('deleteSpotlight', (t) =>
  t.withAuth(spotlightPolicies.manage).field({
    type: DeleteSpotlightPayload,
    args: { id: t.arg.id({ required: true }) },
    description: 'Deletes a spotlight and the files uploaded for it (super admins); permanent.',
    unauthorizedError: spotlightPolicies.refused,
    resolve: async (_root, { id }, ctx) => {
      const viewer = ctx.viewer;
      const spotlightId = spotlightIdOf(id);
      return writeWithUploads(
        ctx,
        async () => null,
        async (tx) => {
          const { deleted, removed: released } = await auditedDelete(tx, viewer, {
            lock: async (tx) => requireRow(await lockSpotlight(tx, spotlightId), SPOTLIGHT_MESSAGES.notFound),
            remove: async (tx, current) => {
              const products = await tx.spotlightProduct.findMany({ where: { spotlightId }, select: { image: true } });
              await tx.spotlight.delete({ where: { id: spotlightId } });
              return releaseFiles(
                tx,
                ctx.storage,
                spotlightId,
                spotlightFileUrls({ ...current, productImages: products.map((p) => p.image) }),
              );
            },
            fields: ['title', 'brandName', 'isActive'],
            describe: (current) => ({
              action: 'deleted',
              entityType: 'spotlight',
              entityId: current.id,
              entityLabel: current.title,
            }),
          });
          return { result: { id: deleted.id }, released };
        },
      );
    },
  }),
);
