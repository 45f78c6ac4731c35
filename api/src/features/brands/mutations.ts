import { randomUUID } from 'node:crypto';
import { satisfiesPolicy } from '../../graphql/kit/policy.js';
import type { InputFieldBuilder } from '@pothos/core';
import type { Prisma } from '../../generated/prisma/client.js';
import { builder } from '../../graphql/builder.js';
import { databaseId } from '../../domain/global-id.js';
import { UPLOAD_RULES } from '../../domain/upload-rules.js';
import { allFields } from '../../domain/changed-fields.js';
import { ForbiddenError, NotFoundError, ValidationError } from '../../errors.js';
import { recordAudit } from '../../graphql/kit/audit.js';
import { auditedDelete, auditedUpdate } from '../../graphql/kit/audited-write.js';
import { viewerOf } from '../../graphql/kit/auth.js';
import { reload } from '../../graphql/kit/reload.js';
import { requireRow, throwIfInvalid } from '../../graphql/kit/validation.js';
import type { Context } from '../../graphql/context.js';
import { deleteStoredMedia, type StoredMedia } from '../../storage/stored-media.js';
import { stageUploadedImage } from '../../storage/store-upload.js';
import { mediaObjectData, storedMediaOf } from '../../storage/media-records.js';
import { awaitImageJobs, queueImageJobs } from '../../storage/process-image-job.js';
import { brandPolicies } from './access.js';
import { BRAND_MESSAGES } from './messages.js';
import { brandErrors } from './rules.js';
import { AUDITED_BRAND_FIELDS, brandColumns, lockBrandRow, type BrandFormInput } from './studio-data.js';
import { CurrencyEnum } from './types.js';

const imageRule = UPLOAD_RULES.brandImage;
const collectionImageRule = UPLOAD_RULES.collectionImage;
const isHttpUrl = (value: string) => /^https?:\/\/\S+$/i.test(value.trim());

/** The brand form's fields, shared by create and update (all optional on update). */
function brandFormFields(t: InputFieldBuilder<any, 'InputObject'>, required: boolean) {
  return {
    name: t.string({ required, description: 'At most 50 characters.' }),
    description: t.string({ required, description: 'The short description: at most 150 characters.' }),
    longDescription: t.string({ required: false }),
    categories: t.stringList({ required, description: 'Labels or slugs; the first is the main category.' }),
    location: t.string({ required }),
    currency: t.field({ type: CurrencyEnum, required: false, description: 'Default USD; NONE: explore for prices.' }),
    priceMin: t.float({ required: false }),
    priceMax: t.float({ required: false }),
    exploreForPrices: t.boolean({ required: false }),
    priceRange: t.string({
      required: false,
      description: 'A price range already written out; used when no min, max or explore flag is sent.',
    }),
    website: t.string({ required: false }),
    instagram: t.string({ required: false }),
    whatsapp: t.string({ required: false }),
    contactEmail: t.string({ required: false, description: "Empty: enquiries go to the platform's inbox." }),
    foundedYear: t.int({ required: false, description: '1950 to this year, or null: not specified.' }),
    image: t.string({ required: false, description: 'An image URL (http or https), instead of imageFile.' }),
    videoUrl: t.string({ required: false }),
    videoThumbnail: t.string({ required: false }),
  };
}

const BrandCreateInput = builder.inputType('CreateBrandInput', {
  fields: (t) => ({
    ...brandFormFields(t, true),
    imageFile: t.field({ type: 'Upload', required: false, description: 'PNG, JPEG or WebP, at most 5 MB.' }),
  }),
});

const BrandUpdateInput = builder.inputType('UpdateBrandInput', {
  fields: (t) => ({
    id: t.id({ required: true, description: "The brand's global or row id." }),
    ...brandFormFields(t, false),
    isVerified: t.boolean({ required: false, description: 'Admins only.' }),
  }),
});

const thisYear = () => new Date().getUTCFullYear();

function checkImageUrl(image: string | null | undefined) {
  if (image?.trim() && !isHttpUrl(image))
    throw new ValidationError({ image: 'Please enter an image URL starting with http:// or https://' });
}

const CreateBrandPayload = builder.objectRef<{ brandId: string }>('CreateBrandPayload').implement({
  fields: (t) => ({
    brand: t.prismaField({ type: 'Brand', resolve: reload.brand((p) => p.brandId) }),
  }),
});

builder.mutationField('createBrand', (t) =>
  t.withAuth(brandPolicies.manage).field({
    type: CreateBrandPayload,
    args: { input: t.arg({ type: BrandCreateInput, required: true }) },
    description:
      'Creates a brand, always unverified, with its main image (uploaded as imageFile, or an image URL). A brand_admin who creates a brand owns it. Send uploads as a GraphQL multipart request with the header `apollo-require-preflight: true`.',
    unauthorizedError: brandPolicies.createRefused,
    resolve: async (_root, { input }, ctx) => {
      const viewer = ctx.viewer;
      const form: BrandFormInput = { ...input, isVerified: false };
      throwIfInvalid(
        brandErrors({ ...form, hasImage: !!input.imageFile || !!input.image?.trim() }, 'create', thisYear()),
      );
      checkImageUrl(input.image);
      const brandId = randomUUID();
      const media: StoredMedia | null = input.imageFile
        ? await stageUploadedImage(ctx.storage, imageRule, input.imageFile, brandId)
        : null;
      let jobIds: string[];
      try {
        jobIds = await ctx.prisma.$transaction(async (tx) => {
          const columns = brandColumns({ ...form, image: media ? null : form.image }, null);
          const brand = await tx.brand.create({
            data: {
              ...columns,
              id: brandId,
              currency: input.currency ?? 'USD',
              isVerified: false,
            } as Prisma.BrandUncheckedCreateInput,
          });
          let image = brand.image;
          if (media) {
            const record = await tx.mediaObject.create({ data: mediaObjectData(media), select: { id: true } });
            await tx.brandImage.create({
              data: { brandId, storagePath: media.key, displayOrder: 1, mediaId: record.id },
            });
            image = ctx.storage.publicUrl(media.bucket, media.key);
            await tx.brand.update({ where: { id: brandId }, data: { image, imageMediaId: record.id } });
          }
          if (satisfiesPolicy(viewer, brandPolicies.ownsWhatItCreates))
            await tx.brandOwnership.create({ data: { userId: viewer.id, brandId } });
          await recordAudit(tx, viewer, {
            action: 'created',
            entityType: 'brand',
            entityId: brandId,
            entityLabel: brand.name,
            brandId,
            changes: allFields({ ...brand, image }, AUDITED_BRAND_FIELDS, 'created'),
          });
          return media ? queueImageJobs(tx, ctx.jobs, [media]) : [];
        });
      } catch (err) {
        if (media) await deleteStoredMedia(ctx.storage, media);
        throw err;
      }
      await awaitImageJobs(ctx.jobs, jobIds);
      return { brandId };
    },
  }),
);

const UpdateBrandPayload = builder
  .objectRef<{ brandId: string; nameChanged: boolean }>('UpdateBrandPayload')
  .implement({
    fields: (t) => ({
      brand: t.prismaField({ type: 'Brand', resolve: reload.brand((p) => p.brandId) }),
      nameChanged: t.boolean({
        description: 'True when the name changed: its collections, products and reviews show the new name.',
        resolve: (p) => p.nameChanged,
      }),
    }),
  });

builder.mutationField('updateBrand', (t) =>
  t.field({
    type: UpdateBrandPayload,
    args: { input: t.arg({ type: BrandUpdateInput, required: true }) },
    description:
      'Changes the fields sent (others stay as they are). Descriptions are saved in formal language; the price range text is rebuilt from prices and currency. Only admins change isVerified.',
    authScopes: (_root, { input }) => brandPolicies.edit(input.id),
    unauthorizedError: brandPolicies.editRefused,
    resolve: async (_root, { input }, ctx) => {
      const viewer = viewerOf(ctx);
      const { id, ...form } = input;
      throwIfInvalid(brandErrors(form, 'edit', thisYear()));
      checkImageUrl(form.image);
      const brandId = databaseId(String(id), 'Brand');
      const { before, after } = await auditedUpdate(ctx.prisma, viewer, {
        lock: async (tx) => requireRow(brandId ? await lockBrandRow(tx, brandId) : null, BRAND_MESSAGES.notFound),
        update: (tx, before) => {
          if (
            form.isVerified != null &&
            form.isVerified !== before.isVerified &&
            !satisfiesPolicy(viewer, brandPolicies.changeVerification)
          )
            throw new ForbiddenError(BRAND_MESSAGES.verificationAdminsOnly);
          return tx.brand.update({ where: { id: before.id }, data: brandColumns(form, before) });
        },
        fields: AUDITED_BRAND_FIELDS,
        describe: (after) => ({
          action: 'updated',
          entityType: 'brand',
          entityId: after.id,
          entityLabel: after.name,
          brandId: after.id,
        }),
      });
      return { brandId: after.id, nameChanged: before.name !== after.name };
    },
  }),
);

const DeleteBrandPayload = builder.objectRef<{ deletedBrandId: string }>('DeleteBrandPayload').implement({
  fields: (t) => ({ deletedBrandId: t.exposeID('deletedBrandId', { description: "The deleted brand's row id." }) }),
});

builder.mutationField('deleteBrand', (t) =>
  t.field({
    type: DeleteBrandPayload,
    args: { id: t.arg.id({ required: true, description: "The brand's global or row id." }) },
    description:
      "Deletes a brand with its collections, products, images, tailor profile and reviews; permanent. Its uploaded images and video, and its collections' uploaded images, are removed from storage.",
    authScopes: (_root, { id }) => brandPolicies.edit(id),
    unauthorizedError: brandPolicies.editRefused,
    resolve: async (_root, { id }, ctx) => {
      const viewer = viewerOf(ctx);
      const brandId = databaseId(String(id), 'Brand');
      if (!brandId) throw new NotFoundError(BRAND_MESSAGES.notFound);
      const { removed: media } = await auditedDelete(ctx.prisma, viewer, {
        lock: async (tx) => requireRow(await lockBrandRow(tx, brandId), BRAND_MESSAGES.notFound),
        remove: async (tx, brand) => {
          const images = await tx.brandImage.findMany({ where: { brandId }, select: { mediaId: true } });
          const collections = await tx.catalogue.findMany({ where: { brandId }, select: { id: true } });
          // The uploads of its collections (their images' folders, named by collection).
          const collectionMedia = collections.length
            ? await tx.mediaObject.findMany({
                where: {
                  bucket: collectionImageRule.bucket,
                  OR: collections.map((c) => ({ key: { startsWith: `${collectionImageRule.folder}/${c.id}/` } })),
                },
                select: { id: true },
              })
            : [];
          const mediaIds = [
            brand.imageMediaId,
            brand.videoMediaId,
            ...images.map((i) => i.mediaId),
            ...collectionMedia.map((m) => m.id),
          ].filter((m): m is string => !!m);
          const objects = await tx.mediaObject.findMany({ where: { id: { in: mediaIds } } });
          await tx.brand.delete({ where: { id: brandId } });
          await tx.mediaObject.deleteMany({ where: { id: { in: mediaIds } } });
          return objects;
        },
        fields: ['name', 'category', 'location', 'isVerified'],
        describe: (brand) => ({
          action: 'deleted',
          entityType: 'brand',
          entityId: brandId,
          entityLabel: brand.name,
          brandId,
        }),
      });
      for (const object of media)
        await deleteStoredMedia(ctx.storage, storedMediaOf(object)).catch((err) =>
          ctx.log.error({ err, key: object.key }, 'stored files of a deleted brand were not removed'),
        );
      return { deletedBrandId: brandId };
    },
  }),
);
