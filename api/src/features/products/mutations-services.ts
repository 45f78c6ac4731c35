import type { InputFieldBuilder } from '@pothos/core';
import type { DeliveryMethod, Prisma, ServiceKind } from '../../generated/prisma/client.js';
import { builder } from '../../graphql/builder.js';
import { UPLOAD_RULES, tooManyFilesMessage } from '../../domain/upload-rules.js';
import { viewerOf } from '../../graphql/kit/auth.js';
import { throwIfInvalid } from '../../graphql/kit/validation.js';
import { productPolicies } from './access.js';
import { SERVICE_MESSAGES } from './messages.js';
import { PRODUCT_LIMITS, chipListErrors, cleanList, textLimitErrors } from './rules.js';
import {
  priceSent,
  productServiceTypeForKind,
  serviceErrors,
  serviceMainImage,
  serviceKindOption,
  type ServiceDraft,
} from './rules-services.js';
import { PRODUCT_EXTRA_MESSAGES, amountErrors, countErrors, keptImagesOf, mediaUrlErrors } from './rules-extra.js';
import { currencyOfBrand, findBrand, text } from './studio-data.js';
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
import { DeliveryMethodEnum, ServiceKindEnum } from './types.js';

const imageRule = UPLOAD_RULES.serviceImage;

/** The service form's fields, shared by create and update (all optional here). */
function serviceFormFields(t: InputFieldBuilder<any, 'InputObject'>) {
  return {
    duration: t.string({ required: false }),
    leadTime: t.string({ required: false }),
    requirements: t.string({ required: false }),
    measurementGuide: t.string({ required: false }),
    consultationFee: t.float({ required: false }),
    hourlyRate: t.float({ required: false }),
    fixedPrice: t.float({ required: false }),
    priceRange: t.string({ required: false, description: 'Shown instead of the prices with contact for pricing.' }),
    contactForPricing: t.boolean({ required: false }),
    specialties: t.stringList({ required: false }),
    sessionsIncluded: t.int({ required: false }),
    fittingSessions: t.int({ required: false }),
    deliveryMethod: t.field({ type: DeliveryMethodEnum, required: false }),
    includes: t.stringList({ required: false }),
    imageFiles: t.field({
      type: ['Upload'],
      required: false,
      description: 'PNG, JPEG or WebP, 5 MB each; images in total at most 2, the first the main one.',
    }),
  };
}

const CreateServiceInput = builder.inputType('CreateServiceInput', {
  fields: (t) => ({
    idempotencyKey: t.string({
      required: false,
      description: 'A UUID per form submission: the same key within 24 hours gets the service made the first time.',
    }),
    brandId: t.id({ required: true, description: 'A tailor brand (tailoring enabled) the viewer may use.' }),
    kind: t.field({ type: ServiceKindEnum, required: true }),
    title: t.string({ required: true }),
    description: t.string({ required: true }),
    imageUrls: t.stringList({ required: false, description: 'Image links, after the uploaded files.' }),
    ...serviceFormFields(t),
  }),
});

const UpdateServiceInput = builder.inputType('UpdateServiceInput', {
  fields: (t) => ({
    id: t.id({ required: true, description: "The service's product id." }),
    kind: t.field({ type: ServiceKindEnum, required: false }),
    title: t.string({ required: false }),
    description: t.string({ required: false }),
    keptImages: t.stringList({
      required: false,
      description: 'The current image URLs to keep, in order (left out: keep all); new files come after them.',
    }),
    ...serviceFormFields(t),
  }),
});

const DeleteServiceInput = builder.inputType('DeleteServiceInput', {
  fields: (t) => ({ id: t.id({ required: true }) }),
});

const ServicePayload = productPayload('ServicePayload');

const DeleteServicePayload = builder.objectRef<{ id: string }>('DeleteServicePayload').implement({
  fields: (t) => ({
    deletedProductId: t.id({ description: "The deleted service's product global id.", resolve: (p) => p.id }),
  }),
});

interface ServiceFormInput {
  title?: string | null;
  description?: string | null;
  duration?: string | null;
  leadTime?: string | null;
  requirements?: string | null;
  measurementGuide?: string | null;
  consultationFee?: number | null;
  hourlyRate?: number | null;
  fixedPrice?: number | null;
  priceRange?: string | null;
  contactForPricing?: boolean | null;
  specialties?: readonly string[] | null;
  sessionsIncluded?: number | null;
  fittingSessions?: number | null;
  deliveryMethod?: DeliveryMethod | null;
  includes?: readonly string[] | null;
}

function serviceFieldErrors(input: ServiceFormInput): Record<string, string> {
  return {
    ...textLimitErrors({
      title: input.title,
      description: input.description,
      duration: input.duration,
      leadTime: input.leadTime,
      requirements: input.requirements,
      measurementGuide: input.measurementGuide,
      priceRange: input.priceRange,
    }),
    ...chipListErrors({ specialties: input.specialties, includes: input.includes }),
    ...amountErrors({
      consultationFee: input.consultationFee,
      hourlyRate: input.hourlyRate,
      fixedPrice: input.fixedPrice,
    }),
    ...countErrors({ sessionsIncluded: input.sessionsIncluded, fittingSessions: input.fittingSessions }),
  };
}

/** The columns of the fields sent. */
function serviceColumns(input: ServiceFormInput): Prisma.ProductUncheckedUpdateInput {
  const data: Prisma.ProductUncheckedUpdateInput = {};
  for (const key of ['duration', 'leadTime', 'requirements', 'measurementGuide', 'priceRange'] as const)
    if (input[key] !== undefined) data[key] = text(input[key]);
  for (const key of ['consultationFee', 'hourlyRate', 'fixedPrice', 'sessionsIncluded', 'fittingSessions'] as const)
    if (input[key] !== undefined) data[key] = input[key] ?? null;
  if (input.contactForPricing != null) data.contactForPricing = input.contactForPricing;
  if (input.specialties !== undefined) data.specialties = cleanList(input.specialties);
  if (input.includes !== undefined) data.includes = cleanList(input.includes);
  if (input.deliveryMethod !== undefined) data.deliveryMethod = input.deliveryMethod ?? null;
  if (input.title != null) data.title = input.title.trim();
  if (input.description != null) data.description = input.description.trim();
  return data;
}

/** What a kind decides: the stored service type (consultation, or service) and the category. */
function kindColumns(kind: ServiceKind) {
  const category = serviceKindOption(kind).category;
  return { serviceKind: kind, serviceType: productServiceTypeForKind(kind), category, categories: [category] };
}

builder.mutationField('createService', (t) =>
  t.field({
    type: ServicePayload,
    args: { input: t.arg({ type: CreateServiceInput, required: true }) },
    description:
      'Creates a service (a product with a service kind) for a tailor brand: super_admin any, brand_admin their own. Price: 0 with contact for pricing, else the first of consultation fee, hourly rate, fixed price. Without images its main image is the placeholder service image (/images/service-placeholder.svg) and images is empty.',
    authScopes: (_root, { input }) =>
      input.brandId ? productPolicies.serviceFor(input.brandId) : productPolicies.edit,
    unauthorizedError: productPolicies.serviceRefused,
    resolve: async (_root, { input }, ctx) => {
      const viewer = viewerOf(ctx);
      const brand = await findBrand(ctx.prisma, input.brandId);
      const sent = sentImages(imageRule, input);
      const draft: ServiceDraft = { ...input, brandId: brand?.id ?? String(input.brandId ?? '') };
      const errors: Record<string, string> = {
        ...serviceErrors(draft, { tailorBrandIds: new Set(brand?.tailor ? [brand.id] : []) }),
        ...serviceFieldErrors(input),
        ...mediaUrlErrors('images', sent.urls, PRODUCT_EXTRA_MESSAGES.imageUrlInvalid),
      };
      if (sent.count > PRODUCT_LIMITS.serviceImages) errors.images = tooManyFilesMessage(imageRule);
      throwIfInvalid(errors);
      const target = brand!;

      return createOnce(ctx, viewer, {
        idempotencyKey: input.idempotencyKey,
        stage: sent.stage,
        write: async (tx, productId, images) => {
          await createAuditedProduct(tx, viewer, 'service', {
            ...(serviceColumns(input) as Prisma.ProductUncheckedCreateInput),
            ...kindColumns(input.kind),
            id: productId,
            brandId: target.id,
            title: input.title.trim(),
            description: input.description.trim(),
            price: priceSent(input),
            currency: currencyOfBrand(target.currency),
            contactForPricing: input.contactForPricing ?? false,
            inStock: true,
            isCustom: true,
            image: serviceMainImage(images),
            images,
          });
        },
      });
    },
  }),
);

builder.mutationField('updateService', (t) =>
  t.withAuth(productPolicies.edit).field({
    type: ServicePayload,
    args: { input: t.arg({ type: UpdateServiceInput, required: true }) },
    description:
      "Changes the fields sent of a service (super_admin; brand_admin of its brand); the brand stays. The price is worked out again from the pricing fields. NOT_FOUND 'Service not found'.",
    unauthorizedError: productPolicies.editRefused,
    resolve: async (_root, { input }, ctx) => {
      const viewer = ctx.viewer;
      const before = await editableRow(ctx, input.id, SERVICE_MESSAGES.notFound, { serviceKind: { not: null } });
      const merged = <K extends keyof ServiceDraft>(key: K, current: ServiceDraft[K]) =>
        (input as ServiceDraft)[key] !== undefined ? (input as ServiceDraft)[key] : current;
      const kept = keptImagesOf(before.images, input.keptImages);
      const imageCount = (kept?.length ?? 0) + uploadCount(input.imageFiles);
      const errors: Record<string, string> = {
        ...serviceErrors(
          {
            title: merged('title', before.title),
            description: merged('description', before.description),
            brandId: before.brandId,
            kind: merged('kind', before.serviceKind),
          },
          { checkPricing: false },
        ),
        ...serviceFieldErrors(input),
      };
      if (!kept) errors.keptImages = PRODUCT_EXTRA_MESSAGES.keptImageUnknown;
      if (imageCount > PRODUCT_LIMITS.serviceImages) errors.images = tooManyFilesMessage(imageRule);
      throwIfInvalid(errors);

      return updateProductRow(ctx, viewer, {
        productId: before.id,
        notFound: SERVICE_MESSAGES.notFound,
        stage: (staged) => staged.images(imageRule, input.imageFiles, before.id, 'images'),
        data: (current, uploaded) => {
          const images = [...(keptImagesOf(current.images, input.keptImages) ?? []), ...uploaded];
          const num = (value: { toString(): string } | null) => (value == null ? null : Number(value.toString()));
          const pricing = {
            contactForPricing: input.contactForPricing ?? current.contactForPricing,
            consultationFee: input.consultationFee !== undefined ? input.consultationFee : num(current.consultationFee),
            hourlyRate: input.hourlyRate !== undefined ? input.hourlyRate : num(current.hourlyRate),
            fixedPrice: input.fixedPrice !== undefined ? input.fixedPrice : num(current.fixedPrice),
          };
          return {
            ...serviceColumns(input),
            ...(input.kind ? kindColumns(input.kind) : {}),
            price: priceSent(pricing),
            images,
            image: serviceMainImage(images),
          };
        },
        entityType: () => 'service',
      });
    },
  }),
);

builder.mutationField('deleteService', (t) =>
  t.withAuth(productPolicies.edit).field({
    type: DeleteServicePayload,
    args: { input: t.arg({ type: DeleteServiceInput, required: true }) },
    description:
      "Deletes a service (super_admin; brand_admin of its brand), with the files uploaded for it. NOT_FOUND 'Service not found'.",
    unauthorizedError: productPolicies.editRefused,
    resolve: (_root, { input }, ctx) => deleteProductRow(ctx, input.id, SERVICE_MESSAGES.notFound, 'service'),
  }),
);
