import { randomUUID } from 'node:crypto';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../graphql/builder.js';
import { relayMutationWithAuth } from '../../graphql/kit/relay-mutation.js';
import { databaseId } from '../../domain/global-id.js';
import { NotFoundError } from '../../errors.js';
import { auditedCreate, auditedDelete, auditedUpdate } from '../../graphql/kit/audited-write.js';
import { viewerOf } from '../../graphql/kit/auth.js';
import { throwIfInvalid } from '../../graphql/kit/validation.js';
import { requirePolicy } from '../../graphql/kit/policy.js';
import { removeReleasedMedia } from '../../storage/media-records.js';
import { collectionPolicies } from './access.js';
import { COLLECTION_MESSAGES } from './messages.js';
import { collectionErrors } from './rules.js';
import {
  AUDITED,
  checkUrl,
  collectionOutput,
  existingBrandId,
  lockCollection,
  releaseImages,
  text,
  withUploadedImage,
} from './studio-writes.js';

// A collection's own writes; its gallery's are in mutations-gallery.ts.

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
        await auditedCreate(tx, viewer, {
          create: async (tx) => {
            const collection = await tx.catalogue.create({
              data: {
                id: collectionId,
                brandId,
                title: input.title.trim(),
                description: text(input.description),
                image,
              },
            });
            await tx.catalogueImage.create({ data: { catalogueId: collectionId, imageUrl: image, displayOrder: 1 } });
            return collection;
          },
          fields: AUDITED,
          describe: (collection) => ({
            action: 'created',
            entityType: 'collection',
            entityId: collectionId,
            entityLabel: collection.title,
            brandId,
          }),
        });
        return { collectionId };
      });
    },
  },
  collectionOutput,
);

relayMutationWithAuth(
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
      const viewer = ctx.viewer;
      const { id, imageFile, ...form } = input;
      throwIfInvalid(
        collectionErrors({ ...form, brandId: form.brandId == null ? undefined : String(form.brandId) }, 'edit'),
      );
      checkUrl('image', form.image);
      const collectionId = databaseId(String(id), 'Collection');
      if (!collectionId) throw new NotFoundError(COLLECTION_MESSAGES.notFound);
      return withUploadedImage(ctx, imageFile, collectionId, 'image', async (tx, url) => {
        const { after } = await auditedUpdate(tx, viewer, {
          lock: (tx) => lockCollection(tx, viewer, collectionId),
          update: async (tx, before) => {
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
            return tx.catalogue.update({
              where: { id: before.id },
              data: {
                brandId,
                ...(form.title != null ? { title: form.title.trim() } : {}),
                ...(form.description !== undefined ? { description: text(form.description) } : {}),
                ...(image ? { image } : {}),
              },
            });
          },
          fields: AUDITED,
          describe: (after) => ({
            action: 'updated',
            entityType: 'collection',
            entityId: after.id,
            entityLabel: after.title,
            brandId: after.brandId,
          }),
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
      const { deleted, removed: released } = await auditedDelete(ctx.prisma, viewer, {
        lock: (tx) => lockCollection(tx, viewer, id),
        remove: async (tx, collection) => {
          const gallery = await tx.catalogueImage.findMany({
            where: { catalogueId: collection.id },
            select: { imageUrl: true },
          });
          await tx.catalogue.delete({ where: { id: collection.id } });
          const urls = [collection.image, ...gallery.map((i) => i.imageUrl)].filter((u): u is string => !!u);
          return releaseImages(tx, ctx, urls);
        },
        fields: ['title', 'brandId'],
        describe: (collection) => ({
          action: 'deleted',
          entityType: 'collection',
          entityId: collection.id,
          entityLabel: collection.title,
          brandId: collection.brandId,
        }),
      });
      await removeReleasedMedia(ctx.storage, released);
      return { id: deleted.id };
    },
  }),
);
