import { randomUUID } from 'node:crypto';
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { InputFieldBuilder } from '@pothos/core';
import type { FileUpload } from 'graphql-upload-minimal';
import type { Prisma, Spotlight, SpotlightVideoType } from '../../generated/prisma/client.js';
import type { Viewer } from '../../auth/viewer.js';
import { allFields, changedFields } from '../../domain/changed-fields.js';
import { databaseId } from '../../domain/global-id.js';
import { UPLOAD_RULES } from '../../domain/upload-rules.js';
import { NotFoundError, ValidationError } from '../../errors.js';
import { builder } from '../../graphql/builder.js';
import type { Context } from '../../graphql/context.js';
import { recordAudit } from '../../graphql/kit/audit.js';
import { requireRow, throwIfInvalid } from '../../graphql/kit/validation.js';
import { spotlightPolicies } from './access.js';
import { deactivateOthers, existingBrandId, lockSpotlight, productsOfBrand } from './data.js';
import { releaseFiles, spotlightFileUrls, writeWithUploads, type SpotlightUploads } from './media.js';
import { SPOTLIGHT_MESSAGES } from './messages.js';
import { featuredProductErrors, isMediaAddress, spotlightErrors, type SpotlightDraft } from './rules.js';
import { SpotlightVideoTypeEnum } from './types.js';

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

const text = (value: string | null | undefined) => value?.trim() || null;
type Upload = Promise<FileUpload> | null | undefined;

interface FeaturedProductForm {
  productId?: string | number | null;
  name?: string | null;
  collection?: string | null;
  image?: string | null;
  imageFile?: Upload;
}

/** The create and update inputs: the form's texts (as the rules check them) with the files and products. */
interface SpotlightForm extends Omit<SpotlightDraft, 'hasMainImage'> {
  mainImage?: string | null;
  mainImageFile?: Upload;
  videoUrl?: string | null;
  videoFile?: Upload;
  videoThumbnail?: string | null;
  videoThumbnailFile?: Upload;
  videoType?: SpotlightVideoType | null;
  isActive?: boolean | null;
  brandId?: string | number | null;
  featuredProducts?: readonly FeaturedProductForm[] | null;
}

const FeaturedProductInput = builder.inputType('SpotlightFeaturedProductInput', {
  description: "A product of the spotlight's brand, as the home page shows it.",
  fields: (t) => ({
    productId: t.id({ required: false, description: 'One of the brand’s products (required).' }),
    name: t.string({ required: false, description: 'Required; the product’s title by default.' }),
    collection: t.string({ required: false, description: 'The product’s category by default.' }),
    image: t.string({
      required: false,
      description: 'An image address; without one (or a file), the product’s image.',
    }),
    imageFile: t.field({ type: 'Upload', required: false, description: 'PNG, JPEG or WebP, at most 5 MB.' }),
  }),
});

const spotlightFields = (t: InputFieldBuilder<any, 'InputObject'>) => ({
  title: t.string({ required: false }),
  subtitle: t.string({ required: false }),
  brandName: t.string({ required: false }),
  brandDescription: t.string({ required: false }),
  brandQuote: t.string({ required: false }),
  brandQuoteAuthor: t.string({ required: false }),
  brandLink: t.string({ required: false, description: '/brand/{id or slug}, or an http(s) address.' }),
  mainImage: t.string({ required: false, description: 'An image address, instead of mainImageFile.' }),
  mainImageFile: t.field({ type: 'Upload', required: false, description: 'PNG, JPEG or WebP, at most 10 MB.' }),
  videoUrl: t.string({ required: false, description: 'A video address, instead of videoFile; blank removes it.' }),
  videoFile: t.field({ type: 'Upload', required: false, description: 'MP4, WebM or QuickTime, at most 50 MB.' }),
  videoThumbnail: t.string({ required: false, description: 'An image address; blank removes it.' }),
  videoThumbnailFile: t.field({ type: 'Upload', required: false, description: 'PNG, JPEG or WebP, at most 5 MB.' }),
  videoType: t.field({ type: SpotlightVideoTypeEnum, required: false }),
  videoDescription: t.string({ required: false }),
  isActive: t.boolean({
    required: false,
    description: 'True turns every other spotlight off (one is active at a time). Create: default true.',
  }),
  brandId: t.id({
    required: false,
    description: 'The brand whose products are featured; needed with featuredProducts.',
  }),
  featuredProducts: t.field({
    type: [FeaturedProductInput],
    required: false,
    description: 'The products in order; on update, sent replaces them all.',
  }),
});

const CreateSpotlightInput = builder.inputType('CreateSpotlightInput', { fields: spotlightFields });
const UpdateSpotlightInput = builder.inputType('UpdateSpotlightInput', {
  fields: (t) => ({
    id: t.id({ required: false, description: "Required ('Missing required information')." }),
    ...spotlightFields(t),
  }),
});

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

/** Addresses given instead of uploads must be http(s) or a path of this site. */
function addressErrors(form: SpotlightForm): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of ['mainImage', 'videoUrl', 'videoThumbnail'] as const) {
    const value = form[field]?.trim();
    if (value && !isMediaAddress(value)) errors[field] = SPOTLIGHT_MESSAGES.mediaUrlInvalid;
  }
  form.featuredProducts?.forEach((row, i) => {
    const value = row.image?.trim();
    if (value && !isMediaAddress(value)) errors[`featuredProducts.${i}.image`] = SPOTLIGHT_MESSAGES.mediaUrlInvalid;
  });
  return errors;
}

/** The featured products' checks: the brand chosen, each row complete, each product the brand's. */
async function productErrors(ctx: Context, form: SpotlightForm) {
  const rows = form.featuredProducts ?? [];
  const brandId = await existingBrandId(ctx.prisma, form.brandId);
  const errors: Record<string, string> = featuredProductErrors(
    rows.map((row) => ({ ...row, productId: row.productId == null ? null : String(row.productId) })),
    !!brandId,
  );
  if (form.brandId && !brandId) errors.brandId = SPOTLIGHT_MESSAGES.brandNotFound;
  if (!brandId) return { errors, products: new Map<string, { id: string; image: string | null }>() };
  const checked = await productsOfBrand(
    ctx.prisma,
    brandId,
    rows.map((row) => (row.productId == null ? null : String(row.productId))),
  );
  for (const [field, message] of Object.entries(checked.errors)) errors[field] ??= message;
  return { errors, products: checked.rows };
}

interface Staged {
  mainImage: string | null;
  videoThumbnail: string | null;
  videoUrl: string | null;
  productImages: (string | null)[];
}

async function stageFiles(uploads: SpotlightUploads, form: SpotlightForm, spotlightId: string): Promise<Staged> {
  const productImages: (string | null)[] = [];
  for (const [i, row] of (form.featuredProducts ?? []).entries())
    productImages.push(
      await uploads.image(
        UPLOAD_RULES.spotlightProductImage,
        row.imageFile,
        spotlightId,
        `featuredProducts.${i}.imageFile`,
      ),
    );
  return {
    mainImage: await uploads.image(UPLOAD_RULES.spotlightMainImage, form.mainImageFile, spotlightId, 'mainImageFile'),
    videoThumbnail: await uploads.image(
      UPLOAD_RULES.spotlightThumbnail,
      form.videoThumbnailFile,
      spotlightId,
      'videoThumbnailFile',
    ),
    videoUrl: await uploads.video(form.videoFile, spotlightId, 'videoFile'),
    productImages,
  };
}

/** The columns for the fields sent; an uploaded file wins over an address. */
function spotlightColumns(form: SpotlightForm, staged: Staged): Prisma.SpotlightUpdateInput {
  const data: Prisma.SpotlightUpdateInput = {};
  for (const field of ['title', 'brandName'] as const) if (form[field] !== undefined) data[field] = text(form[field])!;
  for (const field of [
    'subtitle',
    'brandDescription',
    'brandQuote',
    'brandQuoteAuthor',
    'brandLink',
    'videoDescription',
  ] as const)
    if (form[field] !== undefined) data[field] = text(form[field]);
  if (staged.mainImage) data.mainImage = staged.mainImage;
  else if (form.mainImage !== undefined) data.mainImage = text(form.mainImage);
  if (staged.videoUrl) data.videoUrl = staged.videoUrl;
  else if (form.videoUrl !== undefined) data.videoUrl = text(form.videoUrl);
  if (staged.videoThumbnail) data.videoThumbnail = staged.videoThumbnail;
  else if (form.videoThumbnail !== undefined) data.videoThumbnail = text(form.videoThumbnail);
  if (form.videoType !== undefined) data.videoType = form.videoType ?? null;
  if (form.isActive != null) data.isActive = form.isActive;
  return data;
}

/** The featured product rows to write, in order; the product's own image when none is given. */
function productRows(
  form: SpotlightForm,
  staged: Staged,
  products: Map<string, { id: string; image: string | null }>,
  spotlightId: string,
): Prisma.SpotlightProductCreateManyInput[] {
  return (form.featuredProducts ?? []).map((row, i) => {
    const productId = databaseId(String(row.productId), 'Product')!;
    return {
      spotlightId,
      productId,
      name: text(row.name)!,
      collection: text(row.collection),
      image: staged.productImages[i] ?? text(row.image) ?? products.get(productId)?.image ?? null,
      displayOrder: i + 1,
    };
  });
}

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
          const spotlight = await tx.spotlight.create({
            data: { ...(spotlightColumns(input, staged) as Prisma.SpotlightCreateInput), id: spotlightId, isActive },
          });
          const rows = productRows(input, staged, checked.products, spotlightId);
          if (rows.length) await tx.spotlightProduct.createMany({ data: rows });
          await recordAudit(tx, viewer, {
            action: 'created',
            entityType: 'spotlight',
            entityId: spotlight.id,
            entityLabel: spotlight.title,
            changes: {
              ...allFields(spotlight, AUDITED, 'created'),
              ...(rows.length ? { featuredProducts: { from: null, to: productNames(rows) } } : {}),
            },
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
          const current: Spotlight = requireRow(await lockSpotlight(tx, spotlightId), SPOTLIGHT_MESSAGES.notFound);
          const before = await tx.spotlightProduct.findMany({
            where: { spotlightId },
            orderBy: [{ displayOrder: 'asc' }, { id: 'asc' }],
          });
          const turnedOff = form.isActive === true && !current.isActive ? await deactivateOthers(tx, spotlightId) : [];
          const after = await tx.spotlight.update({ where: { id: spotlightId }, data: spotlightColumns(form, staged) });
          let rows: { name: string; image: string | null }[] = before;
          if (productsSent) {
            const replacing = productRows(form, staged, checked.products, spotlightId);
            await tx.spotlightProduct.deleteMany({ where: { spotlightId } });
            if (replacing.length) await tx.spotlightProduct.createMany({ data: replacing });
            rows = replacing.map((row) => ({ name: row.name, image: row.image ?? null }));
          }
          const stillUsed = new Set(spotlightFileUrls({ ...after, productImages: rows.map((r) => r.image) }));
          const released = await releaseFiles(
            tx,
            ctx.storage,
            spotlightId,
            spotlightFileUrls({ ...current, productImages: before.map((r) => r.image) }).filter(
              (url) => !stillUsed.has(url),
            ),
          );
          const changes = changedFields(current, after, AUDITED);
          const namesBefore = productNames(before);
          const namesAfter = productNames(rows);
          if (productsSent && JSON.stringify(namesBefore) !== JSON.stringify(namesAfter))
            changes.featuredProducts = { from: namesBefore, to: namesAfter };
          if (Object.keys(changes).length)
            await recordAudit(tx, viewer, {
              action:
                Object.keys(changes).join() === 'isActive' ? (after.isActive ? 'activated' : 'deactivated') : 'updated',
              entityType: 'spotlight',
              entityId: after.id,
              entityLabel: after.title,
              changes,
            });
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
          const current = requireRow(await lockSpotlight(tx, spotlightId), SPOTLIGHT_MESSAGES.notFound);
          const products = await tx.spotlightProduct.findMany({ where: { spotlightId }, select: { image: true } });
          await tx.spotlight.delete({ where: { id: spotlightId } });
          const released = await releaseFiles(
            tx,
            ctx.storage,
            spotlightId,
            spotlightFileUrls({ ...current, productImages: products.map((p) => p.image) }),
          );
          await recordAudit(tx, viewer, {
            action: 'deleted',
            entityType: 'spotlight',
            entityId: current.id,
            entityLabel: current.title,
            changes: allFields(current, ['title', 'brandName', 'isActive'], 'deleted'),
          });
          return { result: { id: current.id }, released };
        },
      );
    },
  }),
);
