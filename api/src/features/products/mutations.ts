import type { InputFieldBuilder } from '@pothos/core';
import type { Currency, Prisma, ProductVideoType } from '../../generated/prisma/client.js';
import { builder } from '../../graphql/builder.js';
import { databaseId } from '../../domain/global-id.js';
import { UPLOAD_RULES, tooManyFilesMessage } from '../../domain/upload-rules.js';
import { viewerOf } from '../../graphql/kit/auth.js';
import { throwIfInvalid } from '../../graphql/kit/validation.js';
import { CurrencyEnum, ProductServiceTypeEnum, ProductVideoTypeEnum } from '../brands/types.js';
import { mayEditProduct, productPolicies } from './access.js';
import { PRODUCT_MESSAGES } from './messages.js';
import { collectionErrors, sharedErrors, tailoringColumns } from './product-checks.js';
import {
  PRODUCT_LIMITS,
  chipListErrors,
  cleanList,
  currencyProblem,
  isTailoringBrand,
  productCreateErrors,
  productEditErrors,
  productEntityType,
  productPriceSent,
} from './rules.js';
import { PRODUCT_EXTRA_MESSAGES, keptImagesOf, mediaUrlErrors } from './rules-extra.js';
import { findBrand, text } from './studio-data.js';
import { checkUploadedVideo } from './studio-media.js';
import {
  createAuditedProduct,
  sentImages,
  uploadCount,
  createOnce,
  deleteProductRow,
  editableRow,
  productPayload,
  updateProductRow,
} from './studio-writes.js';

const imageRule = UPLOAD_RULES.productImage;
const thumbnailRule = UPLOAD_RULES.videoThumbnail;

/** The fields the create and edit forms share (all optional here; create makes some required). */
function productFormFields(t: InputFieldBuilder<any, 'InputObject'>) {
  return {
    collectionId: t.id({ required: false, description: "One of the brand's collections; null: none." }),
    price: t.float({ required: false, description: 'Required unless contactForPricing; stored as 0 when it is on.' }),
    salePrice: t.float({ required: false, description: 'A sale price at or above the price is only a hint.' }),
    sizes: t.stringList({ required: false }),
    colors: t.stringList({ required: false }),
    materials: t.stringList({ required: false }),
    careInstructions: t.string({ required: false }),
    leadTime: t.string({ required: false }),
    imageFiles: t.field({
      type: ['Upload'],
      required: false,
      description: 'PNG, JPEG or WebP, 5 MB each; stored with webp variants.',
    }),
    videoUploadKey: t.string({ required: false, description: 'The key from createProductVideoUpload, once uploaded.' }),
    videoUrl: t.string({ required: false, description: 'A video link (http or https), instead of an upload.' }),
    videoThumbnailFile: t.field({ type: 'Upload', required: false, description: 'PNG, JPEG or WebP, at most 5 MB.' }),
    videoType: t.field({ type: ProductVideoTypeEnum, required: false }),
    videoDescription: t.string({ required: false }),
    serviceType: t.field({
      type: ProductServiceTypeEnum,
      required: false,
      description:
        'Tailoring brands only: product (default), service or consultation (consultation: contact for pricing).',
    }),
    consultationFee: t.float({ required: false, description: 'Tailoring brands only.' }),
    specialties: t.stringList({ required: false, description: 'Tailoring brands only.' }),
    fittingSessions: t.int({ required: false, description: 'Tailoring brands only.' }),
    measurementGuide: t.string({ required: false, description: 'Tailoring brands only.' }),
    priceRange: t.string({ required: false, description: 'Tailoring brands only.' }),
    contactForPricing: t.boolean({ required: false, description: 'Tailoring brands only.' }),
  };
}

const CreateProductInput = builder.inputType('CreateProductInput', {
  fields: (t) => ({
    idempotencyKey: t.string({
      required: false,
      description: 'A UUID per form submission: the same key within 24 hours gets the product made the first time.',
    }),
    brandId: t.id({ required: true, description: 'super_admin/admin: any brand; brand_admin: an owned brand.' }),
    title: t.string({ required: true }),
    description: t.string({ required: true }),
    currency: t.field({ type: CurrencyEnum, required: true, description: "Must be the brand's currency." }),
    categories: t.stringList({ required: true, description: 'At least one; the first is the category.' }),
    inStock: t.boolean({ required: false, defaultValue: true }),
    isCustom: t.boolean({ required: false, defaultValue: false }),
    imageUrls: t.stringList({
      required: false,
      description: 'Image links, after the uploaded files; files and links together 1 to 4.',
    }),
    ...productFormFields(t),
  }),
});

const UpdateProductInput = builder.inputType('UpdateProductInput', {
  fields: (t) => ({
    id: t.id({ required: true }),
    brandId: t.id({ required: false, description: 'Moves the product to another brand the viewer may edit.' }),
    title: t.string({ required: false }),
    description: t.string({ required: false }),
    currency: t.field({ type: CurrencyEnum, required: false }),
    category: t.string({ required: false, description: "Required when sent ('Please select a category')." }),
    inStock: t.boolean({ required: false }),
    isCustom: t.boolean({ required: false }),
    keptImages: t.stringList({
      required: false,
      description: 'The current image URLs to keep, in display order (left out: keep all).',
    }),
    removeVideo: t.boolean({ required: false, description: 'Removes the video and its thumbnail.' }),
    ...productFormFields(t),
  }),
});

const DeleteProductInput = builder.inputType('DeleteProductInput', {
  fields: (t) => ({ id: t.id({ required: true }) }),
});

const CreateProductPayload = productPayload('CreateProductPayload');
const UpdateProductPayload = productPayload('UpdateProductPayload');

const DeleteProductPayload = builder.objectRef<{ id: string }>('DeleteProductPayload').implement({
  fields: (t) => ({
    deletedProductId: t.id({ description: "The deleted product's global id.", resolve: (p) => p.id }),
  }),
});

builder.mutationField('createProduct', (t) =>
  t.field({
    type: CreateProductPayload,
    args: { input: t.arg({ type: CreateProductInput, required: true }) },
    description:
      'Creates a product for a brand the viewer manages (super_admin, admin; brand_admin: owned brands). The tailoring fields count for tailoring brands only. Send uploads as a GraphQL multipart request with the header `apollo-require-preflight: true`.',
    authScopes: (_root, { input }) =>
      input.brandId ? productPolicies.createFor(input.brandId) : productPolicies.manage,
    unauthorizedError: productPolicies.createRefused,
    resolve: async (_root, { input }, ctx) => {
      const viewer = viewerOf(ctx);
      const brand = await findBrand(ctx.prisma, input.brandId);
      const tailoring = !!brand && isTailoringBrand(brand);
      const tailored = tailoringColumns(input, tailoring);
      const serviceType = tailored.serviceType ?? 'product';
      const contactForPricing = tailored.contactForPricing === true;
      const sent = sentImages(imageRule, input);
      const categories = cleanList(input.categories);
      const errors: Record<string, string> = {
        ...productCreateErrors({
          title: input.title,
          description: input.description,
          brandId: brand?.id ?? '',
          price: input.price,
          contactForPricing,
          categories,
          imageCount: sent.count,
        }),
        ...sharedErrors(input),
        ...chipListErrors({ categories }),
        ...mediaUrlErrors('images', sent.urls, PRODUCT_EXTRA_MESSAGES.imageUrlInvalid),
        ...(await collectionErrors(ctx, input.collectionId, brand)),
      };
      if (sent.count > PRODUCT_LIMITS.images) errors.images = tooManyFilesMessage(imageRule);
      if (serviceType === 'portfolio') errors.serviceType = PRODUCT_EXTRA_MESSAGES.portfolioOnItsOwnScreen;
      const mismatch = brand && currencyProblem(input.currency, brand.currency);
      if (mismatch) errors.currency = mismatch;
      throwIfInvalid(errors);
      const target = brand!;

      const result = await createOnce(ctx, viewer, {
        idempotencyKey: input.idempotencyKey,
        stage: async (staged, productId) => {
          const images = await sent.stage(staged, productId);
          const thumbnail = await staged.image(
            thumbnailRule,
            input.videoThumbnailFile,
            productId,
            'videoThumbnailFile',
          );
          const video = input.videoUploadKey?.trim()
            ? staged.adopt(
                await checkUploadedVideo(ctx.prisma, ctx.storage, target.id, input.videoUploadKey.trim(), false),
              )
            : text(input.videoUrl);
          return { images, thumbnail, video };
        },
        write: async (tx, productId, staged) => {
          await createAuditedProduct(tx, viewer, 'product', {
            id: productId,
            brandId: target.id,
            catalogueId: input.collectionId ? databaseId(String(input.collectionId), 'Collection') : null,
            title: input.title.trim(),
            description: input.description.trim(),
            price: productPriceSent(input.price, contactForPricing),
            salePrice: contactForPricing ? null : (input.salePrice ?? null),
            currency: input.currency,
            image: staged.images[0] ?? null,
            images: staged.images,
            category: categories[0]!,
            categories,
            inStock: input.inStock ?? true,
            isCustom: input.isCustom ?? false,
            sizes: cleanList(input.sizes),
            colors: cleanList(input.colors),
            materials: cleanList(input.materials),
            careInstructions: text(input.careInstructions),
            leadTime: text(input.leadTime),
            videoUrl: staged.video,
            videoThumbnail: staged.thumbnail,
            videoType: input.videoType ?? null,
            videoDescription: text(input.videoDescription),
            ...tailored,
            serviceType,
            contactForPricing,
          });
        },
      });
      return result;
    },
  }),
);

builder.mutationField('updateProduct', (t) =>
  t.withAuth(productPolicies.edit).field({
    type: UpdateProductPayload,
    args: { input: t.arg({ type: UpdateProductInput, required: true }) },
    description:
      "Changes the fields sent of a product (super_admin; brand_admin of its brand). FORBIDDEN 'You don't have permission to edit this product' for another brand's product; NOT_FOUND 'Product not found'.",
    unauthorizedError: productPolicies.editRefused,
    resolve: async (_root, { input }, ctx) => {
      const viewer = ctx.viewer;
      const before = await editableRow(ctx, input.id, PRODUCT_MESSAGES.notFound);
      const brandSent = input.brandId !== undefined && input.brandId !== null;
      const brand = brandSent
        ? await findBrand(ctx.prisma, input.brandId)
        : await findBrand(ctx.prisma, before.brandId);
      if (brandSent && brand && !mayEditProduct(viewer, brand.id)) throw productPolicies.notYours();
      const tailoring = !!brand && isTailoringBrand(brand);
      const tailored = tailoringColumns(input, tailoring);
      const contactForPricing = tailored.contactForPricing ?? before.contactForPricing;
      const kept = keptImagesOf(before.images, input.keptImages);
      const imageCount = (kept?.length ?? 0) + uploadCount(input.imageFiles);
      const errors: Record<string, string> = {
        ...productEditErrors({
          title: input.title,
          description: input.description,
          brandId: brandSent ? (brand?.id ?? '') : undefined,
          price: input.price,
          contactForPricing,
          category: input.category,
        }),
        ...sharedErrors(input),
        ...(input.collectionId !== undefined ? await collectionErrors(ctx, input.collectionId, brand) : {}),
      };
      if (!kept) errors.keptImages = PRODUCT_EXTRA_MESSAGES.keptImageUnknown;
      if (imageCount > PRODUCT_LIMITS.images) errors.images = tooManyFilesMessage(imageRule);
      if (tailored.serviceType === 'portfolio' && before.serviceType !== 'portfolio')
        errors.serviceType = PRODUCT_EXTRA_MESSAGES.portfolioOnItsOwnScreen;
      const currency: Currency = input.currency ?? before.currency;
      const mismatch = brand && (input.currency || brandSent) ? currencyProblem(currency, brand.currency) : null;
      if (mismatch) errors.currency = mismatch;
      throwIfInvalid(errors);
      const target = brand!;

      return updateProductRow(ctx, viewer, {
        productId: before.id,
        notFound: PRODUCT_MESSAGES.notFound,
        stage: async (staged) => ({
          uploaded: await staged.images(imageRule, input.imageFiles, before.id, 'images'),
          thumbnail: await staged.image(thumbnailRule, input.videoThumbnailFile, before.id, 'videoThumbnailFile'),
          video: input.videoUploadKey?.trim()
            ? staged.adopt(
                await checkUploadedVideo(ctx.prisma, ctx.storage, target.id, input.videoUploadKey.trim(), true),
              )
            : null,
        }),
        data: (current, staged) => {
          const images = [...(keptImagesOf(current.images, input.keptImages) ?? []), ...staged.uploaded];
          const data: Prisma.ProductUncheckedUpdateInput = { ...tailored, images, image: images[0] ?? null };
          if (brandSent) data.brandId = target.id;
          if (input.collectionId !== undefined)
            data.catalogueId = input.collectionId ? databaseId(String(input.collectionId), 'Collection') : null;
          else if (brandSent && target.id !== current.brandId) data.catalogueId = null;
          if (input.title != null) data.title = input.title.trim();
          if (input.description != null) data.description = input.description.trim();
          if (input.currency) data.currency = input.currency;
          if (input.category != null) {
            const category = input.category.trim();
            data.category = category;
            data.categories = [category, ...current.categories.filter((c) => c !== category)];
          }
          if (input.price !== undefined || tailored.contactForPricing !== undefined)
            data.price = productPriceSent(input.price ?? Number(current.price), contactForPricing);
          if (input.salePrice !== undefined) data.salePrice = input.salePrice;
          if (contactForPricing && tailored.contactForPricing !== undefined) data.salePrice = null;
          if (input.inStock != null) data.inStock = input.inStock;
          if (input.isCustom != null) data.isCustom = input.isCustom;
          for (const list of ['sizes', 'colors', 'materials'] as const)
            if (input[list] !== undefined) data[list] = cleanList(input[list]);
          if (input.careInstructions !== undefined) data.careInstructions = text(input.careInstructions);
          if (input.leadTime !== undefined) data.leadTime = text(input.leadTime);
          if (input.videoType !== undefined) data.videoType = (input.videoType as ProductVideoType | null) ?? null;
          if (input.videoDescription !== undefined) data.videoDescription = text(input.videoDescription);
          if (input.removeVideo) {
            data.videoUrl = null;
            data.videoThumbnail = null;
          }
          if (staged.video) data.videoUrl = staged.video;
          else if (input.videoUrl !== undefined && !input.removeVideo) data.videoUrl = text(input.videoUrl);
          if (staged.thumbnail) data.videoThumbnail = staged.thumbnail;
          return data;
        },
        entityType: productEntityType,
      });
    },
  }),
);

builder.mutationField('deleteProduct', (t) =>
  t.withAuth(productPolicies.edit).field({
    type: DeleteProductPayload,
    args: { input: t.arg({ type: DeleteProductInput, required: true }) },
    description:
      "Deletes a product (super_admin; brand_admin of its brand), with the files uploaded for it. FORBIDDEN 'You don't have permission to edit this product' for another brand's product.",
    unauthorizedError: productPolicies.editRefused,
    resolve: (_root, { input }, ctx) => deleteProductRow(ctx, input.id, PRODUCT_MESSAGES.notFound, 'product'),
  }),
);
