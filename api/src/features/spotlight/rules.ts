import { isSiteOrWebAddress, isWebAddress } from '../../domain/web-links.js';
import { SPOTLIGHT_MESSAGES } from './messages.js';

export { isWebAddress };

/** Text lengths (the spec gives none; these keep a spotlight readable on the home page). */
export const SPOTLIGHT_LIMITS = {
  title: 120,
  subtitle: 200,
  brandName: 120,
  brandDescription: 2000,
  brandQuote: 600,
  brandQuoteAuthor: 120,
  brandLink: 500,
  videoDescription: 1000,
  productName: 160,
  collection: 120,
  /** How many featured products a spotlight holds. */
  featuredProducts: 8,
} as const;

/** The required texts in the order the form shows them, each with its own message (spec section 5). */
export const REQUIRED_TEXTS = [
  ['title', SPOTLIGHT_MESSAGES.titleRequired],
  ['subtitle', SPOTLIGHT_MESSAGES.subtitleRequired],
  ['brandName', SPOTLIGHT_MESSAGES.brandNameRequired],
  ['brandDescription', SPOTLIGHT_MESSAGES.brandDescriptionRequired],
  ['brandQuote', SPOTLIGHT_MESSAGES.brandQuoteRequired],
  ['brandQuoteAuthor', SPOTLIGHT_MESSAGES.quoteAuthorRequired],
] as const;

const LABELS = {
  title: 'Title',
  subtitle: 'Subtitle',
  brandName: 'Brand name',
  brandDescription: 'Brand description',
  brandQuote: 'Brand quote',
  brandQuoteAuthor: 'Quote author',
  brandLink: 'Brand link',
  videoDescription: 'Video description',
} as const;

/**
 * Spec: 'Brand link may be an internal /brand/{slug} path or an external URL.' An internal link is
 * exactly one brand page (its id or slug, URL-safe characters only); an external one is a full
 * http(s) address.
 */
export function isBrandLink(link: string): boolean {
  const value = link.trim();
  if (/^\/brand\/[A-Za-z0-9._~%-]+\/?$/.test(value)) return true;
  return isWebAddress(value);
}

/** The internal link of a brand's page. */
export const brandLinkFor = (brandId: string) => `/brand/${encodeURIComponent(brandId)}`;

/** An image or video address given instead of an upload: http(s), or a path of this site. */
export const isMediaAddress = (value: string) => isSiteOrWebAddress(value.trim());

export interface SpotlightDraft {
  title?: string | null;
  subtitle?: string | null;
  brandName?: string | null;
  brandDescription?: string | null;
  brandQuote?: string | null;
  brandQuoteAuthor?: string | null;
  brandLink?: string | null;
  videoDescription?: string | null;
  /** Whether the spotlight has (or is given) a main image. */
  hasMainImage?: boolean;
}

/**
 * The spotlight form's checks (spec section 5): every required text non-blank after trimming, the
 * main image, the brand link's form, and the lengths. On edit only the fields sent are checked.
 */
export function spotlightErrors(draft: SpotlightDraft, mode: 'create' | 'edit'): Record<string, string> {
  const errors: Record<string, string> = {};
  const checks = (field: keyof SpotlightDraft) => mode === 'create' || draft[field] !== undefined;
  for (const [field, message] of REQUIRED_TEXTS)
    if (checks(field) && !(draft[field] as string | null | undefined)?.trim()) errors[field] = message;
  if ((mode === 'create' || draft.hasMainImage !== undefined) && !draft.hasMainImage)
    errors.mainImage = SPOTLIGHT_MESSAGES.mainImageRequired;
  if (checks('brandLink')) {
    const link = draft.brandLink?.trim();
    if (!link) errors.brandLink = SPOTLIGHT_MESSAGES.brandLinkRequired;
    else if (!isBrandLink(link)) errors.brandLink = SPOTLIGHT_MESSAGES.brandLinkInvalid;
  }
  for (const [field, label] of Object.entries(LABELS) as [keyof typeof LABELS, string][]) {
    const value = draft[field]?.trim();
    const max = SPOTLIGHT_LIMITS[field];
    if (value && [...value].length > max) errors[field] ??= SPOTLIGHT_MESSAGES.tooLong(label, max);
  }
  return errors;
}

export interface FeaturedProductDraft {
  productId?: string | null;
  name?: string | null;
  collection?: string | null;
}

/**
 * A featured product row: picked from the brand's products, with a name (spec: 'Product name is
 * required in the create form when a product row exists'). Keys are 'featuredProducts.{i}.{field}'.
 */
export function featuredProductErrors(
  rows: readonly FeaturedProductDraft[],
  brandChosen: boolean,
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (rows.length && !brandChosen) errors.brandId = SPOTLIGHT_MESSAGES.brandForProducts;
  if (rows.length > SPOTLIGHT_LIMITS.featuredProducts)
    errors.featuredProducts = SPOTLIGHT_MESSAGES.tooManyProducts(SPOTLIGHT_LIMITS.featuredProducts);
  rows.forEach((row, i) => {
    const at = `featuredProducts.${i}`;
    if (!row.productId?.trim()) errors[`${at}.productId`] = SPOTLIGHT_MESSAGES.productRequired;
    const name = row.name?.trim();
    if (!name) errors[`${at}.name`] = SPOTLIGHT_MESSAGES.productNameRequired;
    else if ([...name].length > SPOTLIGHT_LIMITS.productName)
      errors[`${at}.name`] = SPOTLIGHT_MESSAGES.tooLong('Product name', SPOTLIGHT_LIMITS.productName);
    const collection = row.collection?.trim();
    if (collection && [...collection].length > SPOTLIGHT_LIMITS.collection)
      errors[`${at}.collection`] = SPOTLIGHT_MESSAGES.tooLong('Collection', SPOTLIGHT_LIMITS.collection);
  });
  return errors;
}

/** Spec section 4: a spotlight without a video shows the main image; the thumbnail falls back to it. */
export function spotlightMedia(s: {
  mainImage?: string | null;
  videoUrl?: string | null;
  videoThumbnail?: string | null;
}) {
  return s.videoUrl
    ? { kind: 'video' as const, src: s.videoUrl, poster: s.videoThumbnail || s.mainImage || null }
    : { kind: 'image' as const, src: s.mainImage || null, poster: null };
}
