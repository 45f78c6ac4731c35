import type { Currency } from '../../generated/prisma/enums.js';
import { CURRENCY_SYMBOLS } from '../../domain/currency.js';
import { emailProblem } from '../../domain/email-address.js';
import { isInstagramAccount, isSiteOrWebAddress, isWebsite } from '../../domain/web-links.js';
import { BRAND_MESSAGES } from './messages.js';

export const EXPLORE_FOR_PRICES = 'Explore brand for prices';

const amount = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 2 });

/** The text a brand's price range is saved as: symbol with min and max, or the explore text. */
export function buildPriceRange(
  currency: Currency | null | undefined,
  min?: number | null,
  max?: number | null,
): string {
  if (!currency || currency === 'NONE') return EXPLORE_FOR_PRICES;
  const symbol = CURRENCY_SYMBOLS[currency];
  const hasMin = min != null && Number.isFinite(min);
  const hasMax = max != null && Number.isFinite(max);
  if (!hasMin && !hasMax) return EXPLORE_FOR_PRICES;
  if (hasMin && hasMax)
    return min === max ? `${symbol}${amount(min!)}` : `${symbol}${amount(min!)} - ${symbol}${amount(max!)}`;
  return hasMin ? `From ${symbol}${amount(min!)}` : `Up to ${symbol}${amount(max!)}`;
}

/**
 * What a stored price range shows as. A range whose min and max are equal and at most 100 is a
 * placeholder, shown as the explore text.
 */
export function displayPriceRange(stored: string | null | undefined): string {
  if (!stored) return EXPLORE_FOR_PRICES;
  // Every brand card reads one, and a catalogue holds few distinct ranges: each is read once.
  let shown = shownPriceRanges.get(stored);
  if (shown === undefined) {
    shown = readPriceRange(stored);
    if (shownPriceRanges.size >= SHOWN_PRICE_RANGES_KEPT) shownPriceRanges.clear();
    shownPriceRanges.set(stored, shown);
  }
  return shown;
}

const shownPriceRanges = new Map<string, string>();
const SHOWN_PRICE_RANGES_KEPT = 2000;
const PRICE_NUMBER = /\d[\d,]*(?:\.\d+)?/g;
const FROM_OR_UP_TO = /from|up to/i;

function readPriceRange(stored: string): string {
  const text = stored.trim();
  if (!text) return EXPLORE_FOR_PRICES;
  // Only the first numbers matter: a placeholder has one or two.
  let count = 0;
  let first = 0;
  let second = 0;
  PRICE_NUMBER.lastIndex = 0;
  for (let match = PRICE_NUMBER.exec(text); match && count < 3; match = PRICE_NUMBER.exec(text)) {
    const value = Number(match[0].replaceAll(',', ''));
    if (count === 0) first = value;
    else if (count === 1) second = value;
    count += 1;
  }
  if (count === 1 && first <= 100 && !FROM_OR_UP_TO.test(text)) return EXPLORE_FOR_PRICES;
  if (count === 2 && first === second && first <= 100) return EXPLORE_FOR_PRICES;
  return text;
}

// ---------------------------------------------------------------- studio brand form

/** Spec section 9: the limits of the brand form and where its counters turn red. */
export const BRAND_LIMITS = {
  name: 50,
  description: 150,
  nameWarnBelow: 10,
  descriptionWarnBelow: 20,
  firstFoundedYear: 1950,
  /** Not in the spec: long enough for any real text, short enough that nobody stores a book. */
  longDescription: 5000,
  link: 500,
} as const;

/**
 * Characters as the database counts them: code points after NFC composition (é is one, while ọ̀,
 * which Unicode has no single character for, is two). The counters count the same way, so what
 * the form accepts always fits the column.
 */
export const characterCount = (text: string) => [...text.normalize('NFC')].length;

/** Characters left for a counter. */
export const charactersLeft = (text: string, max: number) => max - characterCount(text);

/** The counter turns red when fewer than `warnBelow` characters are left. */
export const counterIsLow = (left: number, warnBelow: number) => left < warnBelow;

/** The founding-year choices on create: this year back to 1950 (and "not specified"). */
export function foundedYearOptions(currentYear: number): number[] {
  const years: number[] = [];
  for (let year = currentYear; year >= BRAND_LIMITS.firstFoundedYear; year -= 1) years.push(year);
  return years;
}

/** The edit screen's category choices leave out 'High End Fashion Brands' (a curated category). */
export const editableCategoryLabels = (labels: readonly string[]) =>
  labels.filter((label) => label !== 'High End Fashion Brands');

export interface BrandDraft {
  name?: string | null;
  description?: string | null;
  longDescription?: string | null;
  categories?: readonly string[] | null;
  location?: string | null;
  hasImage?: boolean;
  priceMin?: number | null;
  priceMax?: number | null;
  exploreForPrices?: boolean | null;
  /** A price range already written out (REST callers send the text). */
  priceRange?: string | null;
  contactEmail?: string | null;
  foundedYear?: number | null;
  website?: string | null;
  instagram?: string | null;
  whatsapp?: string | null;
  /** A video or its poster given as an address (an upload sets them apart). */
  videoUrl?: string | null;
  videoThumbnail?: string | null;
}

const blank = (value: string | null | undefined) => !value?.trim();
const tooLong = (value: string | null | undefined, max: number) => !!value && characterCount(value.trim()) > max;

/**
 * The brand form's checks, in the order the form shows its toasts. On create every required field
 * is checked; on edit only the fields sent (a field left out keeps its value, an empty one is refused).
 */
export function brandErrors(draft: BrandDraft, mode: 'create' | 'edit', currentYear: number): Record<string, string> {
  const errors: Record<string, string> = {};
  const checks = (field: keyof BrandDraft) => mode === 'create' || draft[field] !== undefined;
  if (checks('name') && blank(draft.name)) errors.name = BRAND_MESSAGES.nameRequired;
  if (checks('description') && blank(draft.description)) errors.description = BRAND_MESSAGES.descriptionRequired;
  if (checks('categories') && !draft.categories?.some((c) => c.trim()))
    errors.categories = BRAND_MESSAGES.categoryRequired;
  if (checks('location') && blank(draft.location)) errors.location = BRAND_MESSAGES.locationRequired;
  if (mode === 'create' && !draft.hasImage) errors.image = BRAND_MESSAGES.imageRequired;

  const priceGiven = draft.priceMin != null || draft.priceMax != null;
  if (mode === 'create' && !priceGiven && !draft.exploreForPrices && blank(draft.priceRange))
    errors.price = BRAND_MESSAGES.priceRequired;
  if ([draft.priceMin, draft.priceMax].some((p) => p != null && (!Number.isFinite(p) || p < 0)))
    errors.price = BRAND_MESSAGES.priceNumbers;
  else if (draft.priceMin != null && draft.priceMax != null && draft.priceMin > draft.priceMax)
    errors.price = BRAND_MESSAGES.priceOrder;

  if (!blank(draft.contactEmail) && emailProblem(draft.contactEmail!))
    errors.contactEmail = BRAND_MESSAGES.invalidEmail;
  if (tooLong(draft.name, BRAND_LIMITS.name)) errors.name = BRAND_MESSAGES.nameTooLong;
  if (tooLong(draft.description, BRAND_LIMITS.description)) errors.description = BRAND_MESSAGES.descriptionTooLong;
  if (tooLong(draft.longDescription, BRAND_LIMITS.longDescription))
    errors.longDescription = BRAND_MESSAGES.textTooLong('Long description', BRAND_LIMITS.longDescription);
  for (const [field, label] of [
    ['website', 'Website'],
    ['instagram', 'Instagram'],
    ['whatsapp', 'WhatsApp'],
    ['location', 'Location'],
    ['priceRange', 'Price range'],
  ] as const)
    if (tooLong(draft[field], BRAND_LIMITS.link)) errors[field] = BRAND_MESSAGES.textTooLong(label, BRAND_LIMITS.link);
  // The site links to these: only web addresses (and, for media, paths of this site), never another scheme.
  const address = (value: string | null | undefined) => value?.trim() || null;
  const website = address(draft.website);
  if (website && !errors.website && !isWebsite(website)) errors.website = BRAND_MESSAGES.websiteInvalid;
  const instagram = address(draft.instagram);
  if (instagram && !errors.instagram && !isInstagramAccount(instagram))
    errors.instagram = BRAND_MESSAGES.instagramInvalid;
  const videoUrl = address(draft.videoUrl);
  if (videoUrl && !isSiteOrWebAddress(videoUrl)) errors.videoUrl = BRAND_MESSAGES.videoUrlInvalid;
  const videoThumbnail = address(draft.videoThumbnail);
  if (videoThumbnail && !isSiteOrWebAddress(videoThumbnail)) errors.videoThumbnail = BRAND_MESSAGES.imageUrlInvalid;
  const year = draft.foundedYear;
  if (year != null && (!Number.isInteger(year) || year < BRAND_LIMITS.firstFoundedYear || year > currentYear))
    errors.foundedYear = BRAND_MESSAGES.foundedYear(currentYear);
  return errors;
}

/** The price range text a brand is saved with: built from min and max, the explore text, or the text sent. */
export function savedPriceRange(
  currency: Currency,
  draft: Pick<BrandDraft, 'priceMin' | 'priceMax' | 'exploreForPrices' | 'priceRange'>,
): string {
  if (draft.exploreForPrices) return EXPLORE_FOR_PRICES;
  if (draft.priceMin != null || draft.priceMax != null)
    return buildPriceRange(currency, draft.priceMin, draft.priceMax);
  return draft.priceRange?.trim() || EXPLORE_FOR_PRICES;
}
