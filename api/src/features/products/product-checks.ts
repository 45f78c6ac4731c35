import type { ProductServiceType } from '../../generated/prisma/client.js';
import { PRODUCT_MESSAGES } from './messages.js';
import { chipListErrors, cleanList, textLimitErrors } from './rules.js';
import { PRODUCT_EXTRA_MESSAGES, amountErrors, countErrors, mediaUrlErrors } from './rules-extra.js';
import { collectionOfBrand, text, type BrandForProducts } from './studio-data.js';

// What the product create and edit mutations make of their input before writing: the tailoring
// columns and the checks both share.

/** What the tailoring fields come to: sent values for tailoring brands, nothing for others. */
interface TailoringInput {
  serviceType?: ProductServiceType | null;
  consultationFee?: number | null;
  specialties?: readonly string[] | null;
  fittingSessions?: number | null;
  measurementGuide?: string | null;
  priceRange?: string | null;
  contactForPricing?: boolean | null;
}

type TailoringColumns = {
  serviceType?: ProductServiceType;
  consultationFee?: number | null;
  specialties?: string[];
  fittingSessions?: number | null;
  measurementGuide?: string | null;
  priceRange?: string | null;
  contactForPricing?: boolean;
};

/** The tailoring columns sent, for a tailoring brand; consultation always means contact for pricing. */
export function tailoringColumns(input: TailoringInput, tailoring: boolean): TailoringColumns {
  if (!tailoring) return {};
  const data: TailoringColumns = {};
  if (input.serviceType != null) data.serviceType = input.serviceType;
  if (input.consultationFee !== undefined) data.consultationFee = input.consultationFee;
  if (input.specialties !== undefined) data.specialties = cleanList(input.specialties);
  if (input.fittingSessions !== undefined) data.fittingSessions = input.fittingSessions;
  if (input.measurementGuide !== undefined) data.measurementGuide = text(input.measurementGuide);
  if (input.priceRange !== undefined) data.priceRange = text(input.priceRange);
  if (input.contactForPricing != null) data.contactForPricing = input.contactForPricing;
  if (input.serviceType === 'consultation') data.contactForPricing = true;
  return data;
}

interface SharedInput extends TailoringInput {
  title?: string | null;
  description?: string | null;
  careInstructions?: string | null;
  leadTime?: string | null;
  videoDescription?: string | null;
  videoUrl?: string | null;
  sizes?: readonly string[] | null;
  colors?: readonly string[] | null;
  materials?: readonly string[] | null;
  price?: number | null;
  salePrice?: number | null;
}

/** The checks create and edit share: lengths, lists, amounts, counts and links. */
export function sharedErrors(input: SharedInput): Record<string, string> {
  return {
    ...textLimitErrors({
      title: input.title,
      description: input.description,
      careInstructions: input.careInstructions,
      leadTime: input.leadTime,
      measurementGuide: input.measurementGuide,
      priceRange: input.priceRange,
      videoDescription: input.videoDescription,
    }),
    ...chipListErrors({
      sizes: input.sizes,
      colors: input.colors,
      materials: input.materials,
      specialties: input.specialties,
    }),
    ...amountErrors({ price: input.price, salePrice: input.salePrice, consultationFee: input.consultationFee }),
    ...countErrors({ fittingSessions: input.fittingSessions }),
    ...mediaUrlErrors(
      'videoUrl',
      input.videoUrl?.trim() ? [input.videoUrl] : [],
      PRODUCT_EXTRA_MESSAGES.videoUrlInvalid,
    ),
  };
}

/** The brand's row id when a collection of it is chosen, else the field error. */
export async function collectionErrors(
  ctx: { prisma: Parameters<typeof collectionOfBrand>[0] },
  collectionId: string | number | null | undefined,
  brand: BrandForProducts | null,
): Promise<Record<string, string>> {
  if (collectionId == null || collectionId === '' || !brand) return {};
  return (await collectionOfBrand(ctx.prisma, collectionId, brand.id))
    ? {}
    : { collectionId: PRODUCT_MESSAGES.collectionNotOfBrand };
}
