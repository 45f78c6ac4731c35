import { randomUUID } from 'node:crypto';
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { FileUpload } from 'graphql-upload-minimal';
import type { Catalogue, Prisma } from '../../generated/prisma/client.js';
import type { Viewer } from '../../auth/viewer.js';
import { builder } from '../../graphql/builder.js';
import { databaseId } from '../../domain/global-id.js';
import { UPLOAD_RULES } from '../../domain/upload-rules.js';
import { allFields, changedFields } from '../../domain/changed-fields.js';
import { ForbiddenError, NotFoundError, ValidationError } from '../../errors.js';
import { recordAudit } from '../../graphql/kit/audit.js';
import { viewerOf } from '../../graphql/kit/auth.js';
import { requireRow, throwIfInvalid } from '../../graphql/kit/validation.js';
import type { Context } from '../../graphql/context.js';
import { requirePolicy } from '../../graphql/kit/policy.js';
import { deleteStoredMedia, type StoredMedia } from '../../storage/stored-media.js';
import { stageUploadedImage } from '../../storage/store-upload.js';
import {
  mediaObjectData,
  releaseMediaRecord,
  removeReleasedMedia,
  storedObjectOf,
} from '../../storage/media-records.js';
import { awaitImageJobs, queueImageJobs } from '../../storage/process-image-job.js';
import { collectionPolicies, collectionsManagedBy } from './access.js';
import { COLLECTION_MESSAGES } from './messages.js';
import { COLLECTION_LIMITS, collectionErrors, isHttpUrl, nextGalleryOrder, reorderedGallery } from './rules.js';

const rule = UPLOAD_RULES.collectionImage;
const AUDITED = ['title', 'description', 'brandId', 'image'] as const;
const text = (value: string | null | undefined) => value?.trim() || null;

/**
 * A write with its upload: the image is checked and staged before the transaction; inside it the
 * write runs and the upload is recorded with its job queued; if the write fails the upload is
 * removed again. After commit the job is waited for (a bounded time).
 */
async function withUploadedImage<T>(
  ctx: Context,
  file: Promise<FileUpload> | null | undefined,
  ownerId: string,
  field: string,
  write: (tx: Prisma.TransactionClient, url: string | null) => Promise<T>,
): Promise<T> {
  const media: StoredMedia | null = file ? await stageUploadedImage(ctx.storage, rule, file, ownerId, field) : null;
  let outcome: { result: T; jobIds: string[] };
  try {
    outcome = await ctx.prisma.$transaction(async (tx) => {
      const result = await write(tx, media ? ctx.storage.publicUrl(media.bucket, media.key) : null);
      if (!media) return { result, jobIds: [] };
      await tx.mediaObject.create({ data: mediaObjectData(media) });
      return { result, jobIds: await queueImageJobs(tx, ctx.jobs, [media]) };
    });
  } catch (err) {
    if (media) await deleteStoredMedia(ctx.storage, media);
    throw err;
  }
  await awaitImageJobs(ctx.jobs, outcome.jobIds);
  return outcome.result;
}

/**
 * Inside a write, after images left a gallery: the uploads behind those that no collection shows
 * any more (as its image or in its gallery). Their rows go now, their files after commit.
 */
async function releaseImages(tx: Prisma.TransactionClient, ctx: Context, urls: readonly string[]) {
  const released: StoredMedia[] = [];
  for (const url of new Set(urls)) {
    const object = storedObjectOf(ctx.storage, url);
    if (!object || object.bucket !== rule.bucket || !object.key.startsWith(`${rule.folder}/`)) continue;
    const used =
      (await tx.catalogue.count({ where: { image: url } })) +
      (await tx.catalogueImage.count({ where: { imageUrl: url } }));
    if (used) continue;
    const media = await releaseMediaRecord(tx, object);
    if (media) released.push(media);
  }
  return released;
}

function checkUrl(field: string, url: string | null | undefined) {
  if (url?.trim() && !isHttpUrl(url)) throw new ValidationError({ [field]: COLLECTION_MESSAGES.imageUrlInvalid });
}

/** A collection the viewer manages, locked for the transaction; others' collections are not found (no oracle). */
async function lockCollection(tx: Prisma.TransactionClient, viewer: Viewer, id: string | number): Promise<Catalogue> {
  const collectionId = databaseId(String(id), 'Collection');
  if (collectionId) await tx.$queryRaw`SELECT id FROM catalogues WHERE id = ${collectionId}::uuid FOR UPDATE`;
  return requireRow(
    collectionId
      ? await tx.catalogue.findFirst({ where: { AND: [{ id: collectionId }, collectionsManagedBy(viewer)] } })
      : null,
    COLLECTION_MESSAGES.notFound,
  );
}

/** Spec: the first gallery image is the main image. Keeps the collection's image in step with the gallery. */
async function syncMainImage(tx: Prisma.TransactionClient, collectionId: string): Promise<void> {
  const first = await tx.catalogueImage.findFirst({
    where: { catalogueId: collectionId },
    orderBy: [{ displayOrder: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }],
  });
  if (first) await tx.catalogue.update({ where: { id: collectionId }, data: { image: first.imageUrl } });
}

async function existingBrandId(tx: Prisma.TransactionClient, id: string): Promise<string> {
  const brandId = databaseId(id, 'Brand');
  const brand = brandId ? await tx.brand.findUnique({ where: { id: brandId }, select: { id: true } }) : null;
  if (!brand) throw new ValidationError({ brandId: COLLECTION_MESSAGES.brandRequired });
  return brand.id;
}

/** Every collection mutation hands back the collection, reloaded with the selection the client asked for. */
const collectionOutput = {
  outputFields: (t: any) => ({
    collection: t.prismaField({
      type: 'Catalogue',
      resolve: (query: object, p: { collectionId: string }, _a: unknown, ctx: Context) =>
        ctx.prisma.catalogue.findUniqueOrThrow({ ...query, where: { id: p.collectionId } }),
    }),
  }),
};

builder.relayMutationField(
  'createCollection',
  {
    inputFields: (t) => ({
      brandId: t.id({ required: true, description: 'A brand the viewer manages.' }),
      title: t.string({ required: true }),
      description: t.string({ required: false }),
      image: t.string({ required: false, description: 'An image URL, instead of imageFile.' }),
      imageFile: t.field({ type: 'Upload', required: false, description: 'PNG, JPEG or WebP, at most 5 MB.' }),
    }),
  },
  {
    description: 'Creates a collection for a brand the viewer manages; its image is also the first gallery image.',
    authScopes: (_root, { input }) =>
      input.brandId ? collectionPolicies.forBrand(input.brandId) : collectionPolicies.manage,
    unauthorizedError: collectionPolicies.refused,
    resolve: async (_root, { input }, ctx) => {
      const viewer = viewerOf(ctx);
      throwIfInvalid(
        collectionErrors(
          { ...input, brandId: String(input.brandId ?? ''), hasImage: !!input.imageFile || !!input.image?.trim() },
          'create',
        ),
      );
      checkUrl('image', input.image);
      const collectionId = randomUUID();
      return withUploadedImage(ctx, input.imageFile, collectionId, 'image', async (tx, url) => {
        const brandId = await existingBrandId(tx, String(input.brandId));
        const image = url ?? text(input.image)!;
        const collection = await tx.catalogue.create({
          data: { id: collectionId, brandId, title: input.title.trim(), description: text(input.description), image },
        });
        await tx.catalogueImage.create({ data: { catalogueId: collectionId, imageUrl: image, displayOrder: 1 } });
        await recordAudit(tx, viewer, {
          action: 'created',
          entityType: 'collection',
          entityId: collectionId,
          entityLabel: collection.title,
          brandId,
          changes: allFields(collection, AUDITED, 'created'),
        });
        return { collectionId };
      });
    },
  },
  collectionOutput,
);

builder.relayMutationField(
  'updateCollection',
  {
    inputFields: (t) => ({
      id: t.id({ required: true }),
      brandId: t.id({ required: false, description: 'Move it to another brand the viewer manages.' }),
      title: t.string({ required: false }),
      description: t.string({ required: false }),
      image: t.string({ required: false, description: 'A new main image URL (added as the first gallery image).' }),
      imageFile: t.field({ type: 'Upload', required: false }),
    }),
  },
  {
    description:
      'Changes the fields sent of a collection the viewer manages. NOT_FOUND "Collection not found" otherwise.',
    authScopes: collectionPolicies.manage,
    unauthorizedError: collectionPolicies.refused,
    resolve: async (_root, { input }, ctx) => {
      const viewer = viewerOf(ctx);
      const { id, imageFile, ...form } = input;
      throwIfInvalid(
        collectionErrors({ ...form, brandId: form.brandId == null ? undefined : String(form.brandId) }, 'edit'),
      );
      checkUrl('image', form.image);
      const collectionId = databaseId(String(id), 'Collection');
      if (!collectionId) throw new NotFoundError(COLLECTION_MESSAGES.notFound);
      return withUploadedImage(ctx, imageFile, collectionId, 'image', async (tx, url) => {
        const before = await lockCollection(tx, viewer, collectionId);
        const brandId = form.brandId != null ? await existingBrandId(tx, String(form.brandId)) : before.brandId;
        requirePolicy(ctx, collectionPolicies.forBrand(brandId), collectionPolicies.refused);
        const image = url ?? text(form.image);
        if (image) {
          // A new main image goes first in the gallery; the rest move down one.
          await tx.catalogueImage.updateMany({
            where: { catalogueId: before.id },
            data: { displayOrder: { increment: 1 } },
          });
          await tx.catalogueImage.create({ data: { catalogueId: before.id, imageUrl: image, displayOrder: 1 } });
        }
        const after = await tx.catalogue.update({
          where: { id: before.id },
          data: {
            brandId,
            ...(form.title != null ? { title: form.title.trim() } : {}),
            ...(form.description !== undefined ? { description: text(form.description) } : {}),
            ...(image ? { image } : {}),
          },
        });
        const changes = changedFields(before, after, AUDITED);
        if (Object.keys(changes).length)
          await recordAudit(tx, viewer, {
            action: 'updated',
            entityType: 'collection',
            entityId: after.id,
            entityLabel: after.title,
            brandId: after.brandId,
            changes,
          });
        return { collectionId: after.id };
      });
    },
  },
  collectionOutput,
);

const DeletedPayload = builder.objectRef<{ id: string }>('DeleteCollectionPayload').implement({
  fields: (t) => ({ deletedCollectionId: t.id({ resolve: (p) => encodeGlobalID('Collection', p.id) }) }),
});

builder.mutationField('deleteCollection', (t) =>
  t.withAuth(collectionPolicies.manage).field({
    type: DeletedPayload,
    args: { id: t.arg.id({ required: true }) },
    description:
      'Deletes a collection the viewer manages, with its gallery; its products stay, without a collection. Its uploaded images are removed from storage.',
    unauthorizedError: collectionPolicies.refused,
    resolve: async (_root, { id }, ctx) => {
      const viewer = ctx.viewer;
      const { deleted, released } = await ctx.prisma.$transaction(async (tx) => {
        const collection = await lockCollection(tx, viewer, id);
        const gallery = await tx.catalogueImage.findMany({
          where: { catalogueId: collection.id },
          select: { imageUrl: true },
        });
        await tx.catalogue.delete({ where: { id: collection.id } });
        await recordAudit(tx, viewer, {
          action: 'deleted',
          entityType: 'collection',
          entityId: collection.id,
          entityLabel: collection.title,
          brandId: collection.brandId,
          changes: allFields(collection, ['title', 'brandId'], 'deleted'),
        });
        const urls = [collection.image, ...gallery.map((i) => i.imageUrl)].filter((u): u is string => !!u);
        return { deleted: { id: collection.id }, released: await releaseImages(tx, ctx, urls) };
      });
      await removeReleasedMedia(ctx.storage, released);
      return deleted;
    },
  }),
);

builder.relayMutationField(
  'addCollectionImage',
  {
    inputFields: (t) => ({
      collectionId: t.id({ required: true }),
      imageUrl: t.string({ required: false, description: 'An image URL, instead of imageFile.' }),
      imageFile: t.field({ type: 'Upload', required: false, description: 'PNG, JPEG or WebP, at most 5 MB.' }),
      altText: t.string({ required: false }),
    }),
  },
  {
    description: 'Adds an image to the end of a collection gallery (the next display order, or 1 in an empty gallery).',
    authScopes: collectionPolicies.manage,
    unauthorizedError: collectionPolicies.refused,
    resolve: async (_root, { input }, ctx) => {
      const viewer = viewerOf(ctx);
      if (!input.imageFile && !input.imageUrl?.trim())
        throw new ValidationError({ imageUrl: COLLECTION_MESSAGES.imageUrlRequired });
      checkUrl('imageUrl', input.imageUrl);
      if (input.altText && [...input.altText].length > COLLECTION_LIMITS.altText)
        throw new ValidationError({ altText: COLLECTION_MESSAGES.tooLong('Alt text', COLLECTION_LIMITS.altText) });
      const collectionId = databaseId(String(input.collectionId), 'Collection');
      if (!collectionId) throw new NotFoundError(COLLECTION_MESSAGES.notFound);
      return withUploadedImage(ctx, input.imageFile, collectionId, 'imageUrl', async (tx, url) => {
        const collection = await lockCollection(tx, viewer, collectionId);
        const last = await tx.catalogueImage.aggregate({
          where: { catalogueId: collection.id },
          _max: { displayOrder: true },
        });
        const image = await tx.catalogueImage.create({
          data: {
            catalogueId: collection.id,
            imageUrl: url ?? input.imageUrl!.trim(),
            altText: text(input.altText),
            displayOrder: nextGalleryOrder(last._max.displayOrder),
          },
        });
        await syncMainImage(tx, collection.id);
        await recordAudit(tx, viewer, {
          action: 'image_added',
          entityType: 'collection',
          entityId: collection.id,
          entityLabel: collection.title,
          brandId: collection.brandId,
          changes: { images: { from: null, to: image.imageUrl } },
        });
        return { collectionId: collection.id };
      });
    },
  },
  collectionOutput,
);

/** The image and its collection, when the viewer manages the collection. */
async function lockImage(tx: Prisma.TransactionClient, viewer: Viewer, imageId: string) {
  const image = await tx.catalogueImage.findUnique({ where: { id: imageId } }).catch(() => null);
  if (!image) throw new NotFoundError(COLLECTION_MESSAGES.imageNotFound);
  const collection = await lockCollection(tx, viewer, image.catalogueId);
  return { image, collection };
}

const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

builder.relayMutationField(
  'updateCollectionImage',
  { inputFields: (t) => ({ id: t.id({ required: true }), altText: t.string({ required: false }) }) },
  {
    description: "Changes a gallery image's alt text (blank clears it).",
    authScopes: collectionPolicies.manage,
    unauthorizedError: collectionPolicies.refused,
    resolve: async (_root, { input }, ctx) => {
      const viewer = viewerOf(ctx);
      if (input.altText && [...input.altText].length > COLLECTION_LIMITS.altText)
        throw new ValidationError({ altText: COLLECTION_MESSAGES.tooLong('Alt text', COLLECTION_LIMITS.altText) });
      if (!isUuid(String(input.id))) throw new NotFoundError(COLLECTION_MESSAGES.imageNotFound);
      return ctx.prisma.$transaction(async (tx) => {
        const { image, collection } = await lockImage(tx, viewer, String(input.id));
        const after = await tx.catalogueImage.update({
          where: { id: image.id },
          data: { altText: text(input.altText) },
        });
        await recordAudit(tx, viewer, {
          action: 'image_updated',
          entityType: 'collection',
          entityId: collection.id,
          entityLabel: collection.title,
          brandId: collection.brandId,
          changes: changedFields(image, after, ['altText']),
        });
        return { collectionId: collection.id };
      });
    },
  },
  collectionOutput,
);

builder.relayMutationField(
  'deleteCollectionImage',
  { inputFields: (t) => ({ id: t.id({ required: true }) }) },
  {
    description:
      'Removes a gallery image; when it was the first, the next one becomes the main image. An uploaded image no collection shows any more is removed from storage.',
    authScopes: collectionPolicies.manage,
    unauthorizedError: collectionPolicies.refused,
    resolve: async (_root, { input }, ctx) => {
      const viewer = viewerOf(ctx);
      if (!isUuid(String(input.id))) throw new NotFoundError(COLLECTION_MESSAGES.imageNotFound);
      const { result, released } = await ctx.prisma.$transaction(async (tx) => {
        const { image, collection } = await lockImage(tx, viewer, String(input.id));
        await tx.catalogueImage.delete({ where: { id: image.id } });
        await syncMainImage(tx, collection.id);
        await recordAudit(tx, viewer, {
          action: 'image_deleted',
          entityType: 'collection',
          entityId: collection.id,
          entityLabel: collection.title,
          brandId: collection.brandId,
          changes: { images: { from: image.imageUrl, to: null } },
        });
        return { result: { collectionId: collection.id }, released: await releaseImages(tx, ctx, [image.imageUrl]) };
      });
      await removeReleasedMedia(ctx.storage, released);
      return result;
    },
  },
  collectionOutput,
);

builder.relayMutationField(
  'reorderCollectionImages',
  {
    inputFields: (t) => ({
      collectionId: t.id({ required: true }),
      imageIds: t.idList({ required: true, description: 'Every gallery image id, in the new order.' }),
    }),
  },
  {
    description:
      "Saves a new gallery order (display orders 1, 2, 3...); the first image becomes the main image. BAD_USER_INPUT when the list does not hold exactly the gallery's images.",
    authScopes: collectionPolicies.manage,
    unauthorizedError: collectionPolicies.refused,
    resolve: async (_root, { input }, ctx) => {
      const viewer = viewerOf(ctx);
      return ctx.prisma.$transaction(async (tx) => {
        const collection = await lockCollection(tx, viewer, input.collectionId);
        const images = await tx.catalogueImage.findMany({
          where: { catalogueId: collection.id },
          orderBy: [{ displayOrder: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }],
        });
        const orders = reorderedGallery(
          images.map((i) => i.id),
          input.imageIds.map(String),
        );
        if (!orders) throw new ValidationError({ imageIds: COLLECTION_MESSAGES.orderMismatch });
        for (const [id, displayOrder] of orders)
          await tx.catalogueImage.update({ where: { id }, data: { displayOrder } });
        await syncMainImage(tx, collection.id);
        await recordAudit(tx, viewer, {
          action: 'images_reordered',
          entityType: 'collection',
          entityId: collection.id,
          entityLabel: collection.title,
          brandId: collection.brandId,
          changes: { imageOrder: { from: images.map((i) => i.id), to: [...orders.keys()] } },
        });
        return { collectionId: collection.id };
      });
    },
  },
  collectionOutput,
);
