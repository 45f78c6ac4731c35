import { BRAND_CATEGORIES } from '@domain/categories';
import { CURRENCY_SYMBOLS, PLATFORM_CURRENCIES } from '@domain/currency';
import {
  EXPLORE_FOR_PRICES,
  brandErrors,
  buildPriceRange,
  characterCount,
  editableCategoryLabels,
  type BrandDraft,
} from '@features/brands/rules';
import type { BrandEditor_brand$data } from '../../__generated__/BrandEditor_brand.graphql';

/** The API's currency codes; NONE means "explore brand for prices". */
export type CurrencyCode = keyof typeof CURRENCY_SYMBOLS;

/** The brand form as typed: text as entered, numbers still text, so nothing is lost while typing. */
export interface BrandFormState {
  name: string;
  description: string;
  longDescription: string;
  /** The chosen category labels; the first is the main category. */
  categories: string[];
  location: string;
  currency: CurrencyCode;
  priceMin: string;
  priceMax: string;
  exploreForPrices: boolean;
  website: string;
  instagram: string;
  whatsapp: string;
  contactEmail: string;
  /** A year, or '' for not specified. */
  foundedYear: string;
  videoThumbnail: string;
  isVerified: boolean;
}

/** A new brand: nothing filled in, prices in US dollars (spec: default create currency USD). */
export const EMPTY_BRAND_FORM: BrandFormState = {
  name: '',
  description: '',
  longDescription: '',
  categories: [],
  location: '',
  currency: 'USD',
  priceMin: '',
  priceMax: '',
  exploreForPrices: false,
  website: '',
  instagram: '',
  whatsapp: '',
  contactEmail: '',
  foundedYear: '',
  videoThumbnail: '',
  // Create always sends unverified (spec section 4); the server enforces it too.
  isVerified: false,
};

/** The currency select's choices: no currency first, then the platform's currencies with their symbols. */
export const CURRENCY_OPTIONS: readonly { value: CurrencyCode; label: string }[] = [
  { value: 'NONE', label: 'No currency (explore brand for prices)' },
  ...PLATFORM_CURRENCIES.map((code) => ({ value: code, label: `${code} (${CURRENCY_SYMBOLS[code]})` })),
];

export const isCurrencyCode = (value: string): value is CurrencyCode => Object.hasOwn(CURRENCY_SYMBOLS, value);

/** Every category on create; on edit the curated 'High End Fashion Brands' is left out of the choices. */
export function categoryChoices(mode: 'create' | 'edit'): string[] {
  const labels = BRAND_CATEGORIES.map((category) => category.label);
  return mode === 'edit' ? editableCategoryLabels(labels) : labels;
}

/** Ticks or unticks a category; a first tick makes it the main category. */
export function toggleCategory(categories: readonly string[], label: string, chosen: boolean): string[] {
  const without = categories.filter((category) => category !== label);
  return chosen ? [...without, label] : without;
}

/** Makes a chosen category the main one (first), keeping the others in their order. */
export function withMainCategory(categories: readonly string[], label: string): string[] {
  return categories.includes(label) ? [label, ...categories.filter((category) => category !== label)] : [...categories];
}

/**
 * Text cut to `max` characters as the API counts them (code points after NFC), so typing or
 * pasting beyond the limit is ignored (spec: the short description ignores input beyond 150).
 */
export function limitText(text: string, max: number): string {
  return characterCount(text) <= max ? text : [...text.normalize('NFC')].slice(0, max).join('');
}

/** A price as typed: null when empty, NaN when it is not a number (the rules then say so). */
export function parsePrice(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : Number(trimmed);
}

/** Whether the brand asks buyers to explore it for prices: ticked, or no currency chosen. */
export const exploresForPrices = (form: Pick<BrandFormState, 'exploreForPrices' | 'currency'>) =>
  form.exploreForPrices || form.currency === 'NONE';

/** The prices sent: none when the brand asks buyers to explore it for them. */
function pricesOf(form: BrandFormState) {
  const explore = exploresForPrices(form);
  return {
    priceMin: explore ? null : parsePrice(form.priceMin),
    priceMax: explore ? null : parsePrice(form.priceMax),
    exploreForPrices: explore,
  };
}

const finite = (value: number | null) => (value != null && Number.isFinite(value) ? value : null);

/** The price range text the brand will show, built as the server builds it (previewed live). */
export function priceRangePreview(
  form: Pick<BrandFormState, 'exploreForPrices' | 'currency' | 'priceMin' | 'priceMax'>,
) {
  if (exploresForPrices(form)) return EXPLORE_FOR_PRICES;
  return buildPriceRange(form.currency, finite(parsePrice(form.priceMin)), finite(parsePrice(form.priceMax)));
}

const optional = (text: string) => (text.trim() === '' ? null : text.trim());

const foundedYearOf = (text: string): number | null => (text === '' ? null : Number(text));

/** The form as the rules read it, for checking before anything is sent. */
function draftOf(form: BrandFormState, hasImage: boolean): BrandDraft {
  return {
    name: form.name,
    description: form.description,
    longDescription: form.longDescription,
    categories: form.categories,
    location: form.location,
    hasImage,
    ...pricesOf(form),
    contactEmail: form.contactEmail,
    foundedYear: foundedYearOf(form.foundedYear),
    website: form.website,
    instagram: form.instagram,
    whatsapp: form.whatsapp,
    videoThumbnail: form.videoThumbnail,
  };
}

/** The form's problems on create, in the order the server and the toasts give them. */
export function createProblems(form: BrandFormState, hasImage: boolean, currentYear: number): Record<string, string> {
  return brandErrors(draftOf(form, hasImage), 'create', currentYear);
}

/** What createBrand is sent (the image travels beside it as a file). */
export function createInput(form: BrandFormState) {
  return {
    name: form.name.trim(),
    description: form.description.trim(),
    longDescription: optional(form.longDescription),
    categories: form.categories,
    location: form.location.trim(),
    currency: form.currency,
    ...pricesOf(form),
    website: optional(form.website),
    instagram: optional(form.instagram),
    whatsapp: optional(form.whatsapp),
    contactEmail: optional(form.contactEmail),
    foundedYear: foundedYearOf(form.foundedYear),
    videoThumbnail: optional(form.videoThumbnail),
  };
}

/** A stored brand as the edit form starts from. */
export type StoredBrand = Omit<
  BrandEditor_brand$data,
  ' $fragmentType' | 'id' | 'rating' | 'reviewCount' | 'image' | 'primaryImage'
>;

const priceText = (value: number | null | undefined) => (value == null ? '' : String(value));

/** The edit form filled in from the stored brand. */
export function formFromBrand(brand: StoredBrand): BrandFormState {
  const noPrices = brand.priceMin == null && brand.priceMax == null;
  return {
    name: brand.name,
    description: brand.description,
    longDescription: brand.longDescription ?? '',
    categories: [...brand.categories],
    location: brand.location,
    currency: isCurrencyCode(brand.currency) ? brand.currency : 'USD',
    priceMin: priceText(brand.priceMin),
    priceMax: priceText(brand.priceMax),
    exploreForPrices: noPrices && brand.priceRange === EXPLORE_FOR_PRICES,
    website: brand.website ?? '',
    instagram: brand.instagram ?? '',
    whatsapp: brand.whatsapp ?? '',
    contactEmail: brand.contactEmail ?? '',
    foundedYear: brand.foundedYear == null ? '' : String(brand.foundedYear),
    videoThumbnail: brand.videoThumbnail ?? '',
    isVerified: brand.isVerified,
  };
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

const TEXT_FIELDS = [
  'name',
  'description',
  'longDescription',
  'location',
  'website',
  'instagram',
  'whatsapp',
  'contactEmail',
  'videoThumbnail',
] as const;

/** Whether the prices (or exploring for them) differ; a new currency alone is sent by itself and the server rebuilds the range. */
export function pricesChanged(initial: BrandFormState, form: BrandFormState): boolean {
  return (
    form.priceMin.trim() !== initial.priceMin.trim() ||
    form.priceMax.trim() !== initial.priceMax.trim() ||
    exploresForPrices(form) !== exploresForPrices(initial)
  );
}

/** Fields of updateBrand's input, each sent only when it changed. */
export type BrandChanges = Partial<ReturnType<typeof createInput> & { isVerified: boolean }>;

/**
 * What updateBrand is sent: only the fields that changed, so a field nobody touched keeps its
 * stored value (a price range written as text stays until the prices are changed). Changed prices
 * go as a set (min, max and the explore flag), so the server rebuilds the range from what the form shows.
 */
export function changesBetween(initial: BrandFormState, form: BrandFormState): BrandChanges {
  const changes: BrandChanges = {};
  for (const field of TEXT_FIELDS) {
    if (form[field].trim() === initial[field].trim()) continue;
    const required = field === 'name' || field === 'description' || field === 'location';
    changes[field] = (required ? form[field].trim() : optional(form[field])) as never;
  }
  if (!sameList(form.categories, initial.categories)) changes.categories = [...form.categories];
  if (form.foundedYear !== initial.foundedYear) changes.foundedYear = foundedYearOf(form.foundedYear);
  if (form.isVerified !== initial.isVerified) changes.isVerified = form.isVerified;
  if (form.currency !== initial.currency) changes.currency = form.currency;
  if (pricesChanged(initial, form)) Object.assign(changes, pricesOf(form));
  return changes;
}

/** The edit form's problems with the changes about to be sent, in the server's order. */
export function editProblems(changes: BrandChanges, currentYear: number): Record<string, string> {
  return brandErrors(changes as BrandDraft, 'edit', currentYear);
}

/** The server's field names for problems that the form shows at another field. */
const FIELD_FOR_PROBLEM: Record<string, string> = {
  imageFile: 'image',
  file: 'image',
  category: 'categories',
  priceMin: 'price',
  priceMax: 'price',
  priceRange: 'price',
  exploreForPrices: 'price',
};

const PRICE_CONTROLS = new Set(['priceMin', 'priceMax', 'exploreForPrices', 'currency']);

/** The problem a change to a form field clears: the prices share one ('price'). */
export const problemFieldOf = (field: string) => (PRICE_CONTROLS.has(field) ? 'price' : field);

/** Problems keyed by the form's fields (a server answer may name the file or a price instead). */
export function problemsByField(problems: Record<string, string>): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const [field, message] of Object.entries(problems)) {
    const target = FIELD_FOR_PROBLEM[field] ?? field;
    byField[target] ??= message;
  }
  return byField;
}
