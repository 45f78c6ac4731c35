import type { Catalogue } from '../../generated/prisma/client.js';
import { relayMutationWithAuth } from '../../graphql/kit/relay-mutation.js';
import { databaseId } from '../../domain/global-id.js';
import { changedFields } from '../../domain/changed-fields.js';
import { NotFoundError, ValidationError } from '../../errors.js';
import { auditedWrite } from '../../graphql/kit/audited-write.js';
import { removeReleasedMedia } from '../../storage/media-records.js';
import { collectionPolicies } from './access.js';
import { COLLECTION_MESSAGES } from './messages.js';
import { COLLECTION_LIMITS, nextGalleryOrder, reorderedGallery } from './rules.js';
import {
  checkUrl,
  collectionOutput,
  isUuid,
  lockCollection,
  lockImage,
  releaseImages,
  syncMainImage,
  text,
  withUploadedImage,
} from './studio-writes.js';

// A collection's gallery: adding, describing, removing and reordering its images.

/** What a gallery change's audit entry says of the collection. */
const galleryEntry = (action: string, collection: Catalogue) => ({
  action,
  entityType: 'collection',
  entityId: collection.id,
  entityLabel: collection.title,
  brandId: collection.brandId,
});

relayMutationWithAuth(
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
      const viewer = ctx.viewer;
      if (!input.imageFile && !input.imageUrl?.trim())
        throw new ValidationError({ imageUrl: COLLECTION_MESSAGES.imageUrlRequired });
      checkUrl('imageUrl', input.imageUrl);
      if (input.altText && [...input.altText].length > COLLECTION_LIMITS.altText)
        throw new ValidationError({ altText: COLLECTION_MESSAGES.tooLong('Alt text', COLLECTION_LIMITS.altText) });
      const collectionId = databaseId(String(input.collectionId), 'Collection');
      if (!collectionId) throw new NotFoundError(COLLECTION_MESSAGES.notFound);
      return withUploadedImage(ctx, input.imageFile, collectionId, 'imageUrl', (tx, url) =>
        auditedWrite(tx, viewer, {
          lock: (tx) => lockCollection(tx, viewer, collectionId),
          write: async (tx, collection) => {
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
            return { collectionId: collection.id, imageUrl: image.imageUrl };
          },
          describe: (collection, { imageUrl }) => ({
            ...galleryEntry('image_added', collection),
            changes: { images: { from: null, to: imageUrl } },
          }),
        }),
      );
    },
  },
  collectionOutput,
);

relayMutationWithAuth(
  'updateCollectionImage',
  { inputFields: (t) => ({ id: t.id({ required: true }), altText: t.string({ required: false }) }) },
  {
    description: "Changes a gallery image's alt text (blank clears it).",
    authScopes: collectionPolicies.manage,
    unauthorizedError: collectionPolicies.refused,
    resolve: async (_root, { input }, ctx) => {
      const viewer = ctx.viewer;
      if (input.altText && [...input.altText].length > COLLECTION_LIMITS.altText)
        throw new ValidationError({ altText: COLLECTION_MESSAGES.tooLong('Alt text', COLLECTION_LIMITS.altText) });
      if (!isUuid(String(input.id))) throw new NotFoundError(COLLECTION_MESSAGES.imageNotFound);
      const { collection } = await auditedWrite(ctx.prisma, viewer, {
        lock: (tx) => lockImage(tx, viewer, String(input.id)),
        write: async (tx, { image, collection }) => ({
          collection,
          after: await tx.catalogueImage.update({ where: { id: image.id }, data: { altText: text(input.altText) } }),
        }),
        // Recorded even when the text stays the same (as the mutation always was).
        describe: ({ image, collection }, { after }) => ({
          ...galleryEntry('image_updated', collection),
          changes: changedFields(image, after, ['altText']),
        }),
      });
      return { collectionId: collection.id };
    },
  },
  collectionOutput,
);

relayMutationWithAuth(
  'deleteCollectionImage',
  { inputFields: (t) => ({ id: t.id({ required: true }) }) },
  {
    description:
      'Removes a gallery image; when it was the first, the next one becomes the main image. An uploaded image no collection shows any more is removed from storage.',
    authScopes: collectionPolicies.manage,
    unauthorizedError: collectionPolicies.refused,
    resolve: async (_root, { input }, ctx) => {
      const viewer = ctx.viewer;
      if (!isUuid(String(input.id))) throw new NotFoundError(COLLECTION_MESSAGES.imageNotFound);
      const { collectionId, released } = await auditedWrite(ctx.prisma, viewer, {
        lock: (tx) => lockImage(tx, viewer, String(input.id)),
        write: async (tx, { image, collection }) => {
          await tx.catalogueImage.delete({ where: { id: image.id } });
          await syncMainImage(tx, collection.id);
          return { collectionId: collection.id, released: await releaseImages(tx, ctx, [image.imageUrl]) };
        },
        describe: ({ image, collection }) => ({
          ...galleryEntry('image_deleted', collection),
          changes: { images: { from: image.imageUrl, to: null } },
        }),
      });
      await removeReleasedMedia(ctx.storage, released);
      return { collectionId };
    },
  },
  collectionOutput,
);

relayMutationWithAuth(
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
      const viewer = ctx.viewer;
      const { collection } = await auditedWrite(ctx.prisma, viewer, {
        lock: (tx) => lockCollection(tx, viewer, input.collectionId),
        write: async (tx, collection) => {
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
          return { collection, from: images.map((i) => i.id), to: [...orders.keys()] };
        },
        describe: (collection, { from, to }) => ({
          ...galleryEntry('images_reordered', collection),
          changes: { imageOrder: { from, to } },
        }),
      });
      return { collectionId: collection.id };
    },
  },
  collectionOutput,
);
