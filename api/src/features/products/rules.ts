import { CURRENCY_SYMBOLS } from '../../domain/currency.js';
import { TAILORING_CATEGORIES } from '../../domain/categories.js';
import type { Currency, ProductServiceType, ServiceKind } from '../../generated/prisma/enums.js';
import { PRODUCT_MESSAGES } from './messages.js';

/** Text limits (characters, as PostgreSQL counts them) and list limits of the product forms. */
export const PRODUCT_LIMITS = {
  title: 200,
  description: 5000,
  careInstructions: 2000,
  leadTime: 100,
  duration: 100,
  priceRange: 100,
  measurementGuide: 2000,
  requirements: 2000,
  inspiration: 2000,
  videoDescription: 1000,
  chip: 60,
  chips: 30,
  images: 4,
  serviceImages: 2,
} as const;

/** Decimal(12, 2): the largest amount a price column holds. */
export const MAX_PRICE = 9_999_999_999.99;

/** Spec section 9 timings of the edit screen. */
export const PRODUCT_TIMINGS = {
  authLoadingTimeoutMs: 8_000,
  productLoadingTimeoutMs: 12_000,
  fetchTimeoutMs: 10_000,
  redirectAfterFailureMs: 2_000,
} as const;

// ---------------------------------------------------------------- brands

interface BrandCategories {
  category?: string | null;
  categories?: readonly string[] | null;
}

const TAILORING = new Set<string>(TAILORING_CATEGORIES.map((c) => c.toLowerCase()));

/** Section 9: a brand in a tailoring category gets the tailoring fields, portfolio and consultation options. */
export function isTailoringBrand(brand: BrandCategories): boolean {
  return [brand.category, ...(brand.categories ?? [])].some((c) => !!c && TAILORING.has(c.trim().toLowerCase()));
}

// ---------------------------------------------------------------- prices and currency

/** Price inputs accept only digits and a decimal point. */
export const isPriceText = (text: string) => /^\d*\.?\d*$/.test(text);

/** What a price input keeps of typed or pasted text: digits and the first decimal point. */
export function priceInputFilter(text: string): string {
  const kept = text.replace(/[^\d.]/g, '');
  const point = kept.indexOf('.');
  return point === -1 ? kept : kept.slice(0, point + 1) + kept.slice(point + 1).replace(/\./g, '');
}

/** A price input's value as a number; null when blank or not a price. */
export function parsePrice(text: string | null | undefined): number | null {
  const trimmed = (text ?? '').trim();
  if (!trimmed || trimmed === '.' || !isPriceText(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? Math.round(value * 100) / 100 : null;
}

/** Section 2: a sale price at or above the price is shown as a hint, never refused. */
export const showSalePriceHint = (price: number | null | undefined, salePrice: number | null | undefined) =>
  price != null && salePrice != null && salePrice >= price;

/** Section 5: 'Currency mismatch! This brand uses {symbol}{code}. ...' */
export const currencyMismatchMessage = (brandCurrency: Currency) =>
  `Currency mismatch! This brand uses ${CURRENCY_SYMBOLS[brandCurrency]}${brandCurrency}. Please change the product currency to ${brandCurrency} or contact support if you need to use a different currency.`;

/** The mismatch message when the product's currency differs from its brand's; brands without a currency take any. */
export function currencyProblem(productCurrency: Currency, brandCurrency: Currency): string | null {
  if (brandCurrency === 'NONE' || productCurrency === brandCurrency) return null;
  return currencyMismatchMessage(brandCurrency);
}

// ---------------------------------------------------------------- form transitions

export interface PricingDraft {
  serviceType: ProductServiceType;
  contactForPricing: boolean;
  price: string;
}

/** Section 2: choosing consultation turns on contact for pricing and clears the price. */
export function withServiceType<T extends PricingDraft>(draft: T, serviceType: ProductServiceType): T {
  return serviceType === 'consultation'
    ? { ...draft, serviceType, contactForPricing: true, price: '' }
    : { ...draft, serviceType };
}

export interface BrandChoiceDraft {
  brandId: string;
  collectionId: string;
  currency: Currency;
}

/** Section 2: changing the brand clears the collection and takes the brand's currency (when it has one). */
export function withBrand<T extends BrandChoiceDraft>(draft: T, brandId: string, brandCurrency: Currency | null): T {
  if (brandId === draft.brandId) return draft;
  const currency = brandCurrency && brandCurrency !== 'NONE' ? brandCurrency : draft.currency;
  return { ...draft, brandId, collectionId: '', currency };
}

/**
 * Sizes, colours, materials and includes: added with Enter or a plus button, trimmed, blanks ignored.
 * A value already in the list (any case) is not added twice.
 */
export function addChip(list: readonly string[], value: string): string[] {
  const trimmed = value.trim();
  if (!trimmed || list.some((item) => item.toLowerCase() === trimmed.toLowerCase())) return [...list];
  return [...list, trimmed];
}

/** Lists as stored: trimmed, blanks and repeats dropped. */
export const cleanList = (list: readonly string[] | null | undefined): string[] =>
  (list ?? []).reduce<string[]>((kept, value) => addChip(kept, value), []);

// ---------------------------------------------------------------- products

export interface ProductCreateDraft {
  title?: string | null;
  description?: string | null;
  brandId?: string | null;
  price?: number | null;
  contactForPricing?: boolean | null;
  categories?: readonly string[] | null;
  imageCount: number;
}

const blank = (value: string | null | undefined) => !value?.trim();

/** Section 5, product create: one message per field, in the spec's order. */
export function productCreateErrors(draft: ProductCreateDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  if (blank(draft.title)) errors.title = PRODUCT_MESSAGES.titleRequired;
  if (blank(draft.description)) errors.description = PRODUCT_MESSAGES.descriptionRequired;
  if (blank(draft.brandId)) errors.brandId = PRODUCT_MESSAGES.brandRequired;
  if (!draft.contactForPricing && (draft.price == null || draft.price <= 0))
    errors.price = PRODUCT_MESSAGES.priceRequired;
  if (!draft.categories?.some((c) => c.trim())) errors.categories = PRODUCT_MESSAGES.categoriesRequired;
  if (draft.imageCount < 1) errors.images = PRODUCT_MESSAGES.imageRequired;
  return errors;
}

export interface ProductEditDraft {
  title?: string | null;
  description?: string | null;
  brandId?: string | null;
  price?: number | null;
  contactForPricing?: boolean | null;
  category?: string | null;
}

/**
 * Section 5, product edit: title, description, price and brand are required ('Please fill in all
 * required fields'; a price is not needed with contact for pricing), then the category. Only the
 * fields present are checked, so a partial update checks what it changes.
 */
export function productEditErrors(draft: ProductEditDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  const required = PRODUCT_MESSAGES.requiredFields;
  if (draft.title !== undefined && blank(draft.title)) errors.title = required;
  if (draft.description !== undefined && blank(draft.description)) errors.description = required;
  if (draft.price !== undefined && !draft.contactForPricing && draft.price == null) errors.price = required;
  if (draft.brandId !== undefined && blank(draft.brandId)) errors.brandId = required;
  if (draft.category !== undefined && blank(draft.category)) errors.category = PRODUCT_MESSAGES.categoryRequired;
  return errors;
}

/** Section 5: with contact for pricing on, the price is sent as 0. */
export const productPriceSent = (price: number | null | undefined, contactForPricing: boolean | null | undefined) =>
  contactForPricing ? 0 : (price ?? 0);

/** Section 8, product edit: what a failed save says, from the error's own message. */
export function productUpdateFailureMessage(message: string | null | undefined): string {
  const text = (message ?? '').toLowerCase();
  if (text.includes('schema cache') || text.includes('column')) return PRODUCT_MESSAGES.schemaIssue;
  if (text.includes('foreign key')) return PRODUCT_MESSAGES.invalidBrandOrCollection;
  if (text.includes('permission')) return PRODUCT_MESSAGES.noUpdatePermission;
  return PRODUCT_MESSAGES.updateFailed;
}

/** Section 8, product create: what a failed create says. */
export function productCreateFailureMessage(message: string | null | undefined): string {
  const raw = (message ?? '').trim();
  const text = raw.toLowerCase();
  if (text.includes('schema') || text.includes('column')) return PRODUCT_MESSAGES.schemaError;
  if (text.includes('currency')) return PRODUCT_MESSAGES.currencyError(raw);
  return raw ? PRODUCT_MESSAGES.createFailedWith(raw) : PRODUCT_MESSAGES.createFailed;
}

// ---------------------------------------------------------------- text limits

/** Length problems of the free-text fields present, as field messages. */
export function textLimitErrors(fields: Partial<Record<keyof typeof PRODUCT_LIMITS, string | null | undefined>>) {
  const errors: Record<string, string> = {};
  const labels: Partial<Record<keyof typeof PRODUCT_LIMITS, string>> = {
    title: 'Title',
    description: 'Description',
    careInstructions: 'Care instructions',
    leadTime: 'Lead time',
    duration: 'Duration',
    priceRange: 'Price range',
    measurementGuide: 'Measurement guide',
    requirements: 'Requirements',
    inspiration: 'Inspiration',
    videoDescription: 'Video description',
  };
  for (const [field, value] of Object.entries(fields) as [keyof typeof PRODUCT_LIMITS, string | null | undefined][]) {
    const max = PRODUCT_LIMITS[field];
    const label = labels[field];
    if (label && value && [...value.trim()].length > max) errors[field] = PRODUCT_MESSAGES.tooLong(label, max);
  }
  return errors;
}

/** List problems: too many entries, or an entry too long. */
export function chipListErrors(lists: Record<string, readonly string[] | null | undefined>) {
  const errors: Record<string, string> = {};
  for (const [field, list] of Object.entries(lists)) {
    if (!list) continue;
    const label = field.charAt(0).toUpperCase() + field.slice(1);
    if (list.length > PRODUCT_LIMITS.chips) errors[field] = PRODUCT_MESSAGES.tooMany(label, PRODUCT_LIMITS.chips);
    else if (list.some((v) => [...v].length > PRODUCT_LIMITS.chip))
      errors[field] = PRODUCT_MESSAGES.tooLong(`Each entry of ${label.toLowerCase()}`, PRODUCT_LIMITS.chip);
  }
  return errors;
}

/** Public pages show no price for portfolio pieces (public spec) nor for contact-for-pricing items. */
export const hidesPrice = (product: { serviceType: ProductServiceType; contactForPricing: boolean }) =>
  product.serviceType === 'portfolio' || product.contactForPricing;

/** How the audit trail names a product row: a service, a portfolio piece or a product. */
export const productEntityType = (product: { serviceKind: ServiceKind | null; serviceType: ProductServiceType }) =>
  product.serviceKind ? 'service' : product.serviceType === 'portfolio' ? 'portfolio_piece' : 'product';
