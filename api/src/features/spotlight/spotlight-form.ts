import type { InputFieldBuilder } from '@pothos/core';
import type { FileUpload } from 'graphql-upload-minimal';
import type { Prisma, SpotlightVideoType } from '../../generated/prisma/client.js';
import { databaseId } from '../../domain/global-id.js';
import { UPLOAD_RULES } from '../../domain/upload-rules.js';
import { builder } from '../../graphql/builder.js';
import type { Context } from '../../graphql/context.js';
import { existingBrandId, productsOfBrand } from './data.js';
import type { SpotlightUploads } from './media.js';
import { SPOTLIGHT_MESSAGES } from './messages.js';
import { featuredProductErrors, isMediaAddress, type SpotlightDraft } from './rules.js';
import { SpotlightVideoTypeEnum } from './types.js';

// The spotlight form as the create and update mutations take it: its inputs, the checks beyond the
// pure rules, the files it stages, and the columns and featured product rows it comes to.

export const text = (value: string | null | undefined) => value?.trim() || null;
type Upload = Promise<FileUpload> | null | undefined;

interface FeaturedProductForm {
  productId?: string | number | null;
  name?: string | null;
  collection?: string | null;
  image?: string | null;
  imageFile?: Upload;
}

/** The create and update inputs: the form's texts (as the rules check them) with the files and products. */
export interface SpotlightForm extends Omit<SpotlightDraft, 'hasMainImage'> {
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

export const FeaturedProductInput = builder.inputType('SpotlightFeaturedProductInput', {
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

export const CreateSpotlightInput = builder.inputType('CreateSpotlightInput', { fields: spotlightFields });
export const UpdateSpotlightInput = builder.inputType('UpdateSpotlightInput', {
  fields: (t) => ({
    id: t.id({ required: false, description: "Required ('Missing required information')." }),
    ...spotlightFields(t),
  }),
});

/** Addresses given instead of uploads must be http(s) or a path of this site. */
export function addressErrors(form: SpotlightForm): Record<string, string> {
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
export async function productErrors(ctx: Context, form: SpotlightForm) {
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

export interface Staged {
  mainImage: string | null;
  videoThumbnail: string | null;
  videoUrl: string | null;
  productImages: (string | null)[];
}

export async function stageFiles(uploads: SpotlightUploads, form: SpotlightForm, spotlightId: string): Promise<Staged> {
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
export function spotlightColumns(form: SpotlightForm, staged: Staged): Prisma.SpotlightUpdateInput {
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
export function productRows(
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
