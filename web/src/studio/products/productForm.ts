import { DEFAULT_CURRENCY } from '@domain/currency';
import {
  chipListErrors,
  cleanList,
  currencyProblem,
  isPriceText,
  parsePrice,
  productCreateErrors,
  productEditErrors,
  productPriceSent,
  PRODUCT_LIMITS,
  textLimitErrors,
  type BrandChoiceDraft,
  type PricingDraft,
} from '@features/products/rules';
import { PRODUCT_MESSAGES } from '@features/products/messages';
import type { EditProductPageQuery$data } from '../../__generated__/EditProductPageQuery.graphql';
import type { VIDEO_TYPE_OPTIONS } from '@features/products/rules-options';

type StoredProduct = NonNullable<EditProductPageQuery$data['editableProduct']>;
export type Currency = BrandChoiceDraft['currency'];
export type ServiceType = PricingDraft['serviceType'];
export type VideoType = (typeof VIDEO_TYPE_OPTIONS)[number]['value'];

/** The product form as typed (spec section 3): prices and numbers as text, lists as chips. */
export interface ProductFormState {
  title: string;
  description: string;
  price: string;
  salePrice: string;
  brandId: string;
  collectionId: string;
  /** Create: the checked categories, the first the product's category. */
  categories: string[];
  /** Edit: the one category. */
  category: string;
  inStock: boolean;
  sizes: string[];
  colors: string[];
  materials: string[];
  careInstructions: string;
  isCustom: boolean;
  leadTime: string;
  currency: Currency;
  videoType: VideoType | '';
  videoDescription: string;
  // Tailoring brands only.
  serviceType: ServiceType;
  consultationFee: string;
  specialties: string[];
  fittingSessions: string;
  measurementGuide: string;
  priceRange: string;
  contactForPricing: boolean;
}

export const EMPTY_PRODUCT_FORM: ProductFormState = {
  title: '',
  description: '',
  price: '',
  salePrice: '',
  brandId: '',
  collectionId: '',
  categories: [],
  category: '',
  inStock: true,
  sizes: [],
  colors: [],
  materials: [],
  careInstructions: '',
  isCustom: false,
  leadTime: '',
  currency: DEFAULT_CURRENCY,
  videoType: '',
  videoDescription: '',
  serviceType: 'product',
  consultationFee: '',
  specialties: [],
  fittingSessions: '',
  measurementGuide: '',
  priceRange: '',
  contactForPricing: false,
};

/** What the form knows of the chosen brand. */
export interface ChosenBrand {
  currency: Currency;
  isTailoringBrand: boolean;
}

/** The brand as the form's rules take it, from the brand choices (whose enums Relay leaves open). */
export function toChosenBrand(brand: { currency: string; isTailoringBrand: boolean } | null): ChosenBrand | null {
  return brand ? { currency: brand.currency as Currency, isTailoringBrand: brand.isTailoringBrand } : null;
}

/** Contact for pricing counts only where the tailoring fields are shown. */
export const contactForPricingOn = (form: ProductFormState, brand: ChosenBrand | null) =>
  !!brand?.isTailoringBrand && form.contactForPricing;

const priceText = (text: string) => (text.trim() ? text.trim() : '');

function priceFormatErrors(form: ProductFormState, tailoring: boolean): Record<string, string> {
  const errors: Record<string, string> = {};
  const fields: (keyof ProductFormState)[] = tailoring
    ? ['price', 'salePrice', 'consultationFee']
    : ['price', 'salePrice'];
  for (const field of fields) {
    const text = priceText(form[field] as string);
    if (text && (!isPriceText(text) || parsePrice(text) == null)) errors[field] = PRODUCT_MESSAGES.priceFormat;
  }
  if (tailoring && form.fittingSessions.trim() && !/^\d{1,3}$/.test(form.fittingSessions.trim()))
    errors.fittingSessions = 'Use a whole number of sessions, for example 2.';
  return errors;
}

function lengthErrors(form: ProductFormState, tailoring: boolean) {
  return {
    ...textLimitErrors({
      title: form.title,
      description: form.description,
      careInstructions: form.careInstructions,
      leadTime: form.leadTime,
      videoDescription: form.videoDescription,
      ...(tailoring ? { measurementGuide: form.measurementGuide, priceRange: form.priceRange } : {}),
    }),
    ...chipListErrors({
      sizes: form.sizes,
      colors: form.colors,
      materials: form.materials,
      ...(tailoring ? { specialties: form.specialties } : {}),
    }),
  };
}

/** The problems in the order the form shows its fields, so the first named is the first on screen. */
const FIELD_ORDER = [
  'title',
  'description',
  'brandId',
  'collectionId',
  'currency',
  'price',
  'salePrice',
  'categories',
  'category',
  'sizes',
  'colors',
  'materials',
  'careInstructions',
  'leadTime',
  'images',
  'video',
  'videoThumbnail',
  'videoDescription',
  'consultationFee',
  'specialties',
  'fittingSessions',
  'measurementGuide',
  'priceRange',
] as const;

function ordered(errors: Record<string, string>): Record<string, string> {
  const known = FIELD_ORDER.filter((field) => errors[field]).map((field) => [field, errors[field]!] as const);
  const rest = Object.entries(errors).filter(([field]) => !(FIELD_ORDER as readonly string[]).includes(field));
  return Object.fromEntries([...known, ...rest]);
}

/**
 * The form's problems before a save, in the spec's order (section 5). Create: the spec's six
 * messages (no price asked of a service priced on contact); edit: 'Please fill in all required
 * fields' and the category. Then the currency mismatch, prices that are not prices, and lengths. A
 * sale price at or above the price is only a hint.
 */
export function productProblems(
  mode: 'create' | 'edit',
  form: ProductFormState,
  brand: ChosenBrand | null,
  imageCount: number,
): Record<string, string> {
  const tailoring = !!brand?.isTailoringBrand;
  const contactForPricing = contactForPricingOn(form, brand);
  const required = {
    title: form.title,
    description: form.description,
    brandId: form.brandId,
    price: parsePrice(form.price),
    contactForPricing,
  };
  const errors: Record<string, string> = {
    ...lengthErrors(form, tailoring),
    ...priceFormatErrors(form, tailoring),
    ...(mode === 'create'
      ? productCreateErrors({ ...required, categories: form.categories, imageCount })
      : productEditErrors({ ...required, category: form.category })),
  };
  if (mode === 'create' && contactForPricing) delete errors.price;
  const currency = brand ? currencyProblem(form.currency, brand.currency) : null;
  if (currency) errors.currency = currency;
  if (imageCount > PRODUCT_LIMITS.images) errors.images = imageLimitMessage();
  return ordered(errors);
}

export const imageLimitMessage = () => `A product has at most ${PRODUCT_LIMITS.images} images.`;

const textOrNull = (text: string) => text.trim() || null;

function tailoringInput(form: ProductFormState) {
  return {
    serviceType: form.serviceType,
    consultationFee: parsePrice(form.consultationFee),
    specialties: cleanList(form.specialties),
    fittingSessions: form.fittingSessions.trim() ? Number.parseInt(form.fittingSessions.trim(), 10) : null,
    measurementGuide: textOrNull(form.measurementGuide),
    priceRange: textOrNull(form.priceRange),
    contactForPricing: form.contactForPricing,
  };
}

/** The fields create and update share, as the API takes them. */
function sharedInput(form: ProductFormState, brand: ChosenBrand | null) {
  const contactForPricing = contactForPricingOn(form, brand);
  return {
    brandId: form.brandId,
    collectionId: form.collectionId || null,
    title: form.title.trim(),
    description: form.description.trim(),
    price: productPriceSent(parsePrice(form.price), contactForPricing),
    salePrice: parsePrice(form.salePrice),
    currency: form.currency,
    inStock: form.inStock,
    sizes: cleanList(form.sizes),
    colors: cleanList(form.colors),
    materials: cleanList(form.materials),
    careInstructions: textOrNull(form.careInstructions),
    isCustom: form.isCustom,
    leadTime: textOrNull(form.leadTime),
    videoType: form.videoType || null,
    videoDescription: textOrNull(form.videoDescription),
    ...(brand?.isTailoringBrand ? tailoringInput(form) : {}),
  };
}

/** How a video is given: nothing new, a file already sent to storage (its key), or an address. */
export type VideoSent = { videoUploadKey: string } | { videoUrl: string } | Record<string, never>;

/** CreateProductInput without its files (they go as multipart parts). */
export function createProductInput(
  form: ProductFormState,
  brand: ChosenBrand | null,
  idempotencyKey: string,
  video: VideoSent,
) {
  return {
    idempotencyKey,
    ...sharedInput(form, brand),
    categories: cleanList(form.categories),
    ...video,
  };
}

/** UpdateProductInput without its files: the images kept (in order), the category, the video change. */
export function updateProductInput(
  id: string,
  form: ProductFormState,
  brand: ChosenBrand | null,
  keptImages: readonly string[],
  video: VideoSent,
  removeVideo: boolean,
) {
  return {
    id,
    ...sharedInput(form, brand),
    category: form.category,
    keptImages: [...keptImages],
    ...video,
    ...(removeVideo && !('videoUploadKey' in video) && !('videoUrl' in video) ? { removeVideo: true } : {}),
  };
}

/** The product as the edit form starts: the edit screen's record, less what the form does not hold. */
export type EditableProductFields = Omit<StoredProduct, 'id' | 'images' | 'videoUrl' | 'brand'> & {
  brand: { id: string };
};

const amountText = (value: number | null | undefined) => (value == null ? '' : String(value));

export function productFormFrom(product: EditableProductFields): ProductFormState {
  const price = product.studioPrice ?? product.price;
  return {
    title: product.title,
    description: product.description ?? '',
    // With contact for pricing the stored 0 is not a price to show.
    price: product.contactForPricing && !price ? '' : amountText(price),
    salePrice: amountText(product.salePrice),
    brandId: product.brand.id,
    collectionId: product.collection?.id ?? '',
    categories: [...product.categories],
    category: product.category ?? product.categories[0] ?? '',
    inStock: product.inStock,
    sizes: [...product.sizes],
    colors: [...product.colors],
    materials: [...product.materials],
    careInstructions: product.careInstructions ?? '',
    isCustom: product.isCustom,
    leadTime: product.leadTime ?? '',
    currency: product.currency as Currency,
    videoType: (product.videoType ?? '') as VideoType | '',
    videoDescription: product.videoDescription ?? '',
    serviceType: product.serviceType as ServiceType,
    consultationFee: amountText(product.consultationFee),
    specialties: [...product.specialties],
    fittingSessions: amountText(product.fittingSessions),
    measurementGuide: product.measurementGuide ?? '',
    priceRange: product.priceRange ?? '',
    contactForPricing: product.contactForPricing,
  };
}

/** The API's field names mapped to the form's (uploaded files belong to their slots). */
export function formFieldOf(apiField: string): string {
  if (apiField === 'imageFiles' || apiField === 'imageUrls' || apiField === 'keptImages') return 'images';
  if (apiField === 'videoUploadKey' || apiField === 'videoUrl') return 'video';
  if (apiField === 'videoThumbnailFile') return 'videoThumbnail';
  return apiField;
}

/** Checking a category: the first checked is the product's category, so order is kept as checked. */
export function toggledCategory(categories: readonly string[], category: string, checked: boolean): string[] {
  if (checked) return categories.includes(category) ? [...categories] : [...categories, category];
  return categories.filter((item) => item !== category);
}
