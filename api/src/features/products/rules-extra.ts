import { isSiteOrWebAddress } from '../../domain/web-links.js';
import { MAX_PRICE } from './rules.js';
import { PRODUCT_MESSAGES } from './messages.js';

/** Texts the API needs beyond the spec's (the spec has no wording for these cases). */
export const PRODUCT_EXTRA_MESSAGES = {
  imageUrlInvalid: 'Please enter an image URL starting with http:// or https://',
  videoUrlInvalid: 'Please enter a video URL starting with http:// or https://',
  keptImageUnknown: 'The images have changed since the product was loaded. Reload it and try again.',
  uploadNotFound: 'The uploaded video was not found. Please upload it again.',
  uploadNotForBrand: 'This upload does not belong to this brand.',
  portfolioOnItsOwnScreen: 'Portfolio pieces are created on the Portfolio screen.',
  wholeNumber: 'Please enter a whole number of 0 or more',
  tooManyPortfolioImages: (max: number) => `You can upload up to ${max} portfolio images.`,
} as const;

/** The spec sets no count for portfolio images; this keeps a piece's gallery sensible. */
export const MAX_PORTFOLIO_IMAGES = 10;

/** A money amount the price columns hold: finite, not negative, at most decimal(12, 2). */
export function amountProblem(value: number | null | undefined): string | null {
  if (value == null) return null;
  return Number.isFinite(value) && value >= 0 && value <= MAX_PRICE ? null : PRODUCT_MESSAGES.priceFormat;
}

/** Every money field that has a problem, as field errors. */
export function amountErrors(amounts: Record<string, number | null | undefined>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, value] of Object.entries(amounts)) {
    const problem = amountProblem(value);
    if (problem) errors[field] = problem;
  }
  return errors;
}

/** Session counts: whole numbers, 0 or more. */
export function countErrors(counts: Record<string, number | null | undefined>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, value] of Object.entries(counts))
    if (value != null && (!Number.isInteger(value) || value < 0 || value > 1000))
      errors[field] = PRODUCT_EXTRA_MESSAGES.wholeNumber;
  return errors;
}

/** An image or video link: http(s), or a path on this site (seeded and uploaded media). */
export const isMediaUrl = (value: string) => isSiteOrWebAddress(value.trim());

/** The links that are not media links, as one field error. */
export function mediaUrlErrors(field: string, urls: readonly string[], message: string): Record<string, string> {
  return urls.some((url) => !isMediaUrl(url)) ? { [field]: message } : {};
}

/**
 * The image list an edit keeps: the kept links in the order given (left out: all of them), or null
 * when one of them is not among the current images (the list changed since it was loaded).
 */
export function keptImagesOf(current: readonly string[], kept: readonly string[] | null | undefined): string[] | null {
  if (kept == null) return [...current];
  const list = kept.map((url) => url.trim()).filter(Boolean);
  return list.every((url) => current.includes(url)) ? [...new Set(list)] : null;
}
