import { SPOTLIGHT_MESSAGES } from '@features/spotlight/messages';
import { featuredProductErrors, isMediaAddress, spotlightErrors } from '@features/spotlight/rules';
import { chosenImage, hasImage, type ImageChoice } from '../kit/imageChoice';
import type { EditSpotlightPageQuery$data } from '../../__generated__/EditSpotlightPageQuery.graphql';

export const VIDEO_TYPES = [
  { value: 'brand_campaign', label: 'Brand campaign' },
  { value: 'behind_scenes', label: 'Behind the scenes' },
  { value: 'interview', label: 'Interview' },
  { value: 'product_demo', label: 'Product demo' },
] as const;
export type SpotlightVideoTypeValue = (typeof VIDEO_TYPES)[number]['value'];

/** One featured product as the form holds it; `key` tells the rows apart while they are edited. */
export interface FeaturedRow {
  key: string;
  productId: string;
  name: string;
  collection: string;
  image: string;
}

/** The spotlight form as typed (spec section 3, Spotlight content). */
export interface SpotlightFormState {
  title: string;
  subtitle: string;
  brandName: string;
  brandDescription: string;
  brandQuote: string;
  brandQuoteAuthor: string;
  brandLink: string;
  videoType: SpotlightVideoTypeValue | '';
  videoDescription: string;
  isActive: boolean;
  /** The brand whose products are featured ('' until one is chosen). */
  brandId: string;
  featuredProducts: FeaturedRow[];
}

/** A brand the form offers: its global id, row id and name. */
export interface SpotlightBrand {
  id: string;
  databaseId: string;
  name: string;
}

/** A product of the chosen brand, as the picker offers it. */
export interface ProductChoice {
  id: string;
  title: string;
  category: string | null | undefined;
  image: string | null | undefined;
}

/** A spotlight as the API has it, for the edit form. */
export type SpotlightValues = Omit<
  NonNullable<EditSpotlightPageQuery$data['studioSpotlight']>,
  'id' | 'mainImage' | 'videoUrl' | 'videoThumbnail'
>;

let rowCount = 0;
const rowKey = () => `row-${(rowCount += 1)}`;

/** Spec section 4: a new spotlight is active. */
export function newSpotlightForm(): SpotlightFormState {
  return {
    title: '',
    subtitle: '',
    brandName: '',
    brandDescription: '',
    brandQuote: '',
    brandQuoteAuthor: '',
    brandLink: '',
    videoType: '',
    videoDescription: '',
    isActive: true,
    brandId: '',
    featuredProducts: [],
  };
}

/**
 * The brand an existing spotlight features (it keeps no brand of its own): the brand of its featured
 * products, else the brand its internal link points at, else the brand with its brand name.
 */
export function initialBrandId(spotlight: SpotlightValues, brands: readonly SpotlightBrand[]): string {
  const ofProducts = spotlight.featuredProducts.find((row) => row.product)?.product?.brand.id;
  if (ofProducts) return ofProducts;
  const linked = /^\/brand\/([^/?#]+)\/?$/.exec(spotlight.brandLink?.trim() ?? '')?.[1];
  const byLink = linked && brands.find((b) => b.databaseId === linked || b.id === decodeURIComponent(linked));
  if (byLink) return byLink.id;
  const name = spotlight.brandName.trim().toLowerCase();
  return brands.find((b) => b.name.trim().toLowerCase() === name)?.id ?? '';
}

export function spotlightFormFrom(spotlight: SpotlightValues, brands: readonly SpotlightBrand[]): SpotlightFormState {
  return {
    title: spotlight.title,
    subtitle: spotlight.subtitle ?? '',
    brandName: spotlight.brandName,
    brandDescription: spotlight.brandDescription ?? '',
    brandQuote: spotlight.brandQuote ?? '',
    brandQuoteAuthor: spotlight.brandQuoteAuthor ?? '',
    brandLink: spotlight.brandLink ?? '',
    videoType: (VIDEO_TYPES.find((t) => t.value === spotlight.videoType)?.value ??
      '') as SpotlightFormState['videoType'],
    videoDescription: spotlight.videoDescription ?? '',
    isActive: spotlight.isActive,
    brandId: initialBrandId(spotlight, brands),
    featuredProducts: spotlight.featuredProducts.map((row) => ({
      key: rowKey(),
      productId: row.product?.id ?? '',
      name: row.name,
      collection: row.collection ?? '',
      image: row.image ?? '',
    })),
  };
}

/** A brand's page on this site, as a spotlight links to it. */
export const brandPagePath = (brand: SpotlightBrand) => `/brand/${brand.databaseId}`;

/**
 * Spec section 2: choosing another brand empties the featured products. The brand name and link
 * follow the brand while they are empty or still the previous brand's.
 */
export function withBrand(
  form: SpotlightFormState,
  brandId: string,
  brands: readonly SpotlightBrand[],
): SpotlightFormState {
  if (brandId === form.brandId) return form;
  const previous = brands.find((b) => b.id === form.brandId);
  const next = brands.find((b) => b.id === brandId);
  const followsName = !form.brandName.trim() || (previous && form.brandName.trim() === previous.name);
  const followsLink = !form.brandLink.trim() || (previous && form.brandLink.trim() === brandPagePath(previous));
  return {
    ...form,
    brandId,
    featuredProducts: [],
    brandName: next && followsName ? next.name : form.brandName,
    brandLink: next && followsLink ? brandPagePath(next) : form.brandLink,
  };
}

/** Spec section 2: adding a product needs a brand. */
export const canAddProduct = (form: SpotlightFormState) => form.brandId !== '';

export function withNewProductRow(form: SpotlightFormState): SpotlightFormState {
  if (!canAddProduct(form)) return form;
  return {
    ...form,
    featuredProducts: [...form.featuredProducts, { key: rowKey(), productId: '', name: '', collection: '', image: '' }],
  };
}

/** Spec section 2: picking a product fills its name, collection (the product's category) and image. */
export function withPickedProduct(form: SpotlightFormState, key: string, product: ProductChoice | null) {
  return {
    ...form,
    featuredProducts: form.featuredProducts.map((row) =>
      row.key !== key
        ? row
        : product
          ? {
              ...row,
              productId: product.id,
              name: product.title,
              collection: product.category ?? '',
              image: product.image ?? '',
            }
          : { ...row, productId: '', name: '', collection: '', image: '' },
    ),
  };
}

export function withRowChange(form: SpotlightFormState, key: string, changes: Partial<Omit<FeaturedRow, 'key'>>) {
  return {
    ...form,
    featuredProducts: form.featuredProducts.map((row) => (row.key === key ? { ...row, ...changes } : row)),
  };
}

export function withoutRow(form: SpotlightFormState, key: string): SpotlightFormState {
  return { ...form, featuredProducts: form.featuredProducts.filter((row) => row.key !== key) };
}

/** The media the form holds besides its texts: new files or addresses; none keeps what the spotlight has. */
export interface SpotlightMediaChoice {
  mainImage: ImageChoice;
  thumbnail: ImageChoice;
  video: ImageChoice;
  /** Edit: the spotlight has a main image now. */
  hasCurrentMainImage: boolean;
}

const FIELD_ORDER = [
  'title',
  'subtitle',
  'brandName',
  'brandDescription',
  'brandQuote',
  'brandQuoteAuthor',
  'mainImage',
  'brandLink',
  'videoUrl',
  'videoThumbnail',
  'videoDescription',
  'brandId',
  'featuredProducts',
];

const orderOf = (field: string) => {
  const at = FIELD_ORDER.indexOf(field.split('.')[0]!);
  return at === -1 ? FIELD_ORDER.length : at;
};

/** Field keys of a featured product row as the form names them: 'featuredProducts.{row key}.name'. */
export const rowField = (key: string, field: string) => `featuredProducts.${key}.${field}`;

/** The API's problem keys ('featuredProducts.0.name') in the form's ('featuredProducts.{row key}.name'); files are their image's. */
export function formProblemsOf(apiProblems: Record<string, string>, form: SpotlightFormState): Record<string, string> {
  return Object.fromEntries(
    Object.entries(apiProblems).map(([field, message]) => {
      const row = /^featuredProducts\.(\d+)\.(\w+)$/.exec(field);
      if (row) {
        const key = form.featuredProducts[Number(row[1])]?.key ?? row[1]!;
        return [rowField(key, row[2] === 'imageFile' ? 'image' : row[2]!), message];
      }
      const named: Record<string, string> = {
        mainImageFile: 'mainImage',
        videoFile: 'videoUrl',
        videoThumbnailFile: 'videoThumbnail',
      };
      return [named[field] ?? field, message];
    }),
  );
}

/**
 * The form's problems in the order it shows them (the spec's required fields first), checked with
 * the API's own rules. An edit keeps the spotlight's main image unless another is chosen.
 */
export function spotlightProblems(
  form: SpotlightFormState,
  media: SpotlightMediaChoice,
  mode: 'create' | 'edit',
): Record<string, string> {
  const errors: Record<string, string> = {
    ...spotlightErrors(
      { ...form, hasMainImage: hasImage(media.mainImage) || (mode === 'edit' && media.hasCurrentMainImage) },
      'create',
    ),
    ...formProblemsOf(featuredProductErrors(form.featuredProducts, form.brandId !== ''), form),
  };
  for (const [field, choice] of [
    ['mainImage', media.mainImage],
    ['videoUrl', media.video],
    ['videoThumbnail', media.thumbnail],
  ] as const)
    if (choice.source === 'url' && choice.url.trim() && !isMediaAddress(choice.url))
      errors[field] = SPOTLIGHT_MESSAGES.mediaUrlInvalid;
  return Object.fromEntries(Object.entries(errors).sort(([a], [b]) => orderOf(a) - orderOf(b)));
}

/** The spotlight's fields as the API takes them (create and update alike; files go apart). */
export function spotlightInput(form: SpotlightFormState) {
  const text = (value: string) => value.trim() || null;
  return {
    title: form.title.trim(),
    subtitle: form.subtitle.trim(),
    brandName: form.brandName.trim(),
    brandDescription: form.brandDescription.trim(),
    brandQuote: form.brandQuote.trim(),
    brandQuoteAuthor: form.brandQuoteAuthor.trim(),
    brandLink: form.brandLink.trim(),
    videoType: form.videoType || null,
    videoDescription: text(form.videoDescription),
    isActive: form.isActive,
    brandId: form.brandId || null,
    featuredProducts: form.featuredProducts.map((row) => ({
      productId: row.productId,
      name: row.name.trim(),
      collection: text(row.collection),
      image: text(row.image),
    })),
  };
}

/** An image or video to send: an address in the input, or a file for the multipart upload. */
export function mediaOf(choice: ImageChoice): { url?: string; file?: File } {
  const chosen = chosenImage(choice);
  if (!chosen) return {};
  return 'file' in chosen ? { file: chosen.file } : { url: chosen.url };
}
