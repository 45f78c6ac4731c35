import { builder } from '../../graphql/builder.js';
import { PUBLIC_NODE } from '../../graphql/kit/node-visibility.js';
import { toNumber } from '../../domain/decimal.js';
import { cityOf } from '../../domain/location.js';
import { displayPriceRange } from './rules.js';
import { isValidWhatsapp } from '../../domain/phone.js';
import {
  MEDIA_IMAGE_SELECT,
  ImageVariantRef,
  ResponsiveImageRef,
  imageStateDescriptions,
  responsiveImage,
  type MediaImageRow,
} from '../media/types.js';
import type { ObjectStorage } from '../../storage/object-storage.js';
import { Currency, Occasion, ProductServiceType, ProductVideoType } from '../../generated/prisma/client.js';
import { categorySlug } from '../../domain/categories.js';

const brandImageSelect = { storagePath: true, media: { select: MEDIA_IMAGE_SELECT } } as const;

export const BrandImageRef = builder.prismaObject('BrandImage', {
  select: { id: true },
  fields: (t) => ({
    storagePath: t.exposeString('storagePath', {
      description:
        'Key in the brand-assets bucket (uploads), or a public URL (seeded images). removeBrandImage takes it.',
    }),
    url: t.string({
      select: brandImageSelect,
      description: 'Public URL of the original file.',
      resolve: (row, _a, ctx) => brandImageView(ctx.storage, row).url,
    }),
    width: t.int({
      nullable: true,
      select: brandImageSelect,
      resolve: (row, _a, ctx) => brandImageView(ctx.storage, row).width,
    }),
    height: t.int({
      nullable: true,
      select: brandImageSelect,
      resolve: (row, _a, ctx) => brandImageView(ctx.storage, row).height,
    }),
    variants: t.field({
      type: [ImageVariantRef],
      select: brandImageSelect,
      description: 'webp variants, narrowest first; empty for seeded images.',
      resolve: (row, _a, ctx) => brandImageView(ctx.storage, row).variants,
    }),
    srcSet: t.string({
      nullable: true,
      select: brandImageSelect,
      description: 'webp srcset; null for seeded images.',
      resolve: (row, _a, ctx) => brandImageView(ctx.storage, row).srcSet,
    }),
    processing: t.boolean({
      select: brandImageSelect,
      description: imageStateDescriptions.processing,
      resolve: (row, _a, ctx) => brandImageView(ctx.storage, row).processing,
    }),
    failed: t.boolean({
      select: brandImageSelect,
      description: imageStateDescriptions.failed,
      resolve: (row, _a, ctx) => brandImageView(ctx.storage, row).failed,
    }),
    altText: t.exposeString('altText', { nullable: true }),
    displayOrder: t.exposeInt('displayOrder'),
  }),
});

/** Uploads are keys in the brand-assets bucket; seeded rows keep a URL path. */
function brandImageView(storage: ObjectStorage, row: { storagePath: string; media: MediaImageRow | null }) {
  const isUrl = /^(\/|[a-z][a-z0-9+.-]*:)/i.test(row.storagePath);
  return responsiveImage(
    storage,
    isUrl ? row.storagePath : storage.publicUrl('brand-assets', row.storagePath),
    row.media,
  );
}

const primaryImageSelect = { image: true, imageMedia: { select: MEDIA_IMAGE_SELECT } } as const;

/**
 * The columns of a brand card (directory, search, home rows), loaded with every brand query: their
 * fields read the row as it is (see PreselectedColumnsPlugin). A field with its own `select` is
 * asked of the plugin's loader for every row, which on a directory page of 50 brands cost more than
 * the rest of the card.
 */
const BRAND_CARD_SELECT = {
  id: true,
  name: true,
  location: true,
  priceRange: true,
  category: true,
  rating: true,
  reviewCount: true,
  isVerified: true,
  image: true,
} as const;

// Select mode: each query reads the card's columns and the others its requested fields need.
export const BrandRef = builder.prismaNode('Brand', {
  id: { field: 'id' },
  select: BRAND_CARD_SELECT,
  // Every brand is in the public directory.
  extensions: PUBLIC_NODE,
  fields: (t) => ({
    databaseId: t.exposeString('id', {
      description: 'The row id; URLs and REST routes accept it as well as the global id.',
    }),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    longDescription: t.exposeString('longDescription', { nullable: true }),
    location: t.exposeString('location'),
    city: t.string({
      description: 'The location before its first comma.',
      resolve: (b) => cityOf(b.location),
    }),
    priceRange: t.string({
      description: "Display text; 'Explore brand for prices' when no real range is set.",
      resolve: (b) => displayPriceRange(b.priceRange),
    }),
    priceMin: t.float({ nullable: true, select: { priceMin: true }, resolve: (b) => toNumber(b.priceMin) }),
    priceMax: t.float({ nullable: true, select: { priceMax: true }, resolve: (b) => toNumber(b.priceMax) }),
    currency: t.expose('currency', { type: CurrencyEnum }),
    category: t.exposeString('category'),
    categories: t.exposeStringList('categories'),
    occasions: t.expose('occasions', { type: [OccasionEnum] }),
    rating: t.exposeFloat('rating'),
    reviewCount: t.exposeInt('reviewCount'),
    isVerified: t.exposeBoolean('isVerified'),
    website: t.exposeString('website', { nullable: true }),
    instagram: t.exposeString('instagram', { nullable: true }),
    whatsapp: t.string({
      nullable: true,
      select: { whatsapp: true },
      description: 'Only numbers that pass the WhatsApp validity check.',
      resolve: (b) => (isValidWhatsapp(b.whatsapp) ? b.whatsapp : null),
    }),
    contactEmail: t.exposeString('contactEmail', { nullable: true }),
    foundedYear: t.exposeInt('foundedYear', { nullable: true }),
    image: t.exposeString('image', { nullable: true, description: 'URL of the main image (original file).' }),
    primaryImage: t.field({
      type: ResponsiveImageRef,
      nullable: true,
      select: primaryImageSelect,
      description:
        'The main image with its webp variants (srcSet) when it was uploaded; null when the brand has no image.',
      resolve: (b, _a, ctx) => (b.image ? responsiveImage(ctx.storage, b.image, b.imageMedia) : null),
    }),
    imageSrcSet: t.string({
      nullable: true,
      select: primaryImageSelect,
      description: "webp srcset of the main image ('url 320w, url 640w, ...'); null for seeded or linked images.",
      resolve: (b, _a, ctx) => (b.image ? responsiveImage(ctx.storage, b.image, b.imageMedia).srcSet : null),
    }),
    videoUrl: t.exposeString('videoUrl', { nullable: true }),
    videoThumbnail: t.exposeString('videoThumbnail', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    images: t.relation('images', { query: { orderBy: { displayOrder: 'asc' } } }),
    tailor: t.relation('tailor', { nullable: true }),
    collections: t.relatedConnection('catalogues', {
      cursor: 'id',
      query: { orderBy: [{ createdAt: 'desc' }, { id: 'asc' }] },
      totalCount: true,
    }),
    products: t.relatedConnection('products', {
      cursor: 'id',
      query: { orderBy: [{ createdAt: 'desc' }, { id: 'asc' }] },
      totalCount: true,
    }),
    reviews: t.relatedConnection('reviews', {
      cursor: 'id',
      description: 'Its reviews the public sees (hidden ones left out), newest first.',
      query: { where: { hiddenAt: null }, orderBy: [{ createdAt: 'desc' }, { id: 'asc' }] },
      totalCount: true,
    }),
  }),
});

export const CurrencyEnum = builder.enumType(Currency, {
  name: 'Currency',
  description: 'ISO currency code; NONE means "explore brand for prices".',
});
export const OccasionEnum = builder.enumType(Occasion, { name: 'Occasion' });
export const ProductServiceTypeEnum = builder.enumType(ProductServiceType, {
  name: 'ProductServiceType',
  description: "'portfolio' items hide their price and stock.",
});
export const ProductVideoTypeEnum = builder.enumType(ProductVideoType, { name: 'ProductVideoType' });

export const BrandFilter = builder.inputType('BrandFilter', {
  fields: (t) => ({
    search: t.string({
      required: false,
      description: 'Case-insensitive text over name, description, category and location.',
    }),
    category: t.string({
      required: false,
      description: "A category slug ('ready-to-wear') or label ('Ready to Wear').",
    }),
    location: t.string({ required: false, description: 'A city, as listed by brandLocations.' }),
    occasion: t.string({ required: false, description: 'Wedding, Party, Ready to Wear or Vacation.' }),
    verified: t.boolean({ required: false }),
  }),
});

export const BrandOrderEnum = builder.enumType('BrandOrder', {
  values: { NAME: {}, RATING: {}, NEWEST: {} } as const,
});

interface NavigationCategoryShape {
  label: string;
  brandCount: number;
}

export const NavigationCategory = builder.objectRef<NavigationCategoryShape>('NavigationCategory').implement({
  description: 'A brand category that has brands, as the site navigation lists it.',
  fields: (t) => ({
    label: t.exposeString('label', { description: 'The category label, as brands store it.' }),
    slug: t.string({
      description: 'The category as /directory?category= links it.',
      resolve: (category) => categorySlug(category.label),
    }),
    brandCount: t.exposeInt('brandCount', { description: 'How many brands have this as their main category.' }),
  }),
});
