import { builder } from '../../graphql/builder.js';
import { PUBLIC_NODE } from '../../graphql/kit/node-visibility.js';
import { CurrencyEnum, ProductServiceTypeEnum, ProductVideoTypeEnum } from '../brands/types.js';
import { toNumber } from '../../domain/decimal.js';
import { DeliveryMethod, ServiceKind } from '../../generated/prisma/client.js';
import { mayEditProduct, mayManageProduct } from './access.js';
import { hidesPrice, isTailoringBrand } from './rules.js';
import { ResponsiveImageRef, responsiveImageOf } from '../media/types.js';

export const ServiceKindEnum = builder.enumType(ServiceKind, {
  name: 'ServiceKind',
  description: "A service's kind; a product with a kind is a service.",
});
export const DeliveryMethodEnum = builder.enumType(DeliveryMethod, { name: 'DeliveryMethod' });
export const StockFilterEnum = builder.enumType('StockFilter', { values: ['IN_STOCK', 'OUT_OF_STOCK'] as const });

builder.prismaNode('Product', {
  id: { field: 'id' },
  // Every product is public (products, product(id)); studio-only fields guard themselves.
  extensions: PUBLIC_NODE,
  // The product card's columns come with every product query and their fields read the row as it
  // is (see the Collection type for why); the rest of the row is read when asked for.
  select: {
    id: true,
    title: true,
    category: true,
    image: true,
    images: true,
    price: true,
    salePrice: true,
    currency: true,
    inStock: true,
    serviceType: true,
    contactForPricing: true,
  },
  fields: (t) => ({
    databaseId: t.exposeString('id'),
    title: t.exposeString('title'),
    description: t.exposeString('description', { nullable: true }),
    price: t.float({
      nullable: true,
      description: 'Null for portfolio pieces and contact-for-pricing items, which show no price.',
      resolve: (p) => (hidesPrice(p) ? null : toNumber(p.price)),
    }),
    salePrice: t.float({
      nullable: true,
      resolve: (p) => (hidesPrice(p) ? null : toNumber(p.salePrice)),
    }),
    onSale: t.boolean({
      resolve: (p) => !hidesPrice(p) && p.salePrice != null && Number(p.salePrice) < Number(p.price),
    }),
    currency: t.expose('currency', { type: CurrencyEnum }),
    image: t.exposeString('image', { nullable: true }),
    images: t.exposeStringList('images'),
    videoUrl: t.exposeString('videoUrl', { nullable: true }),
    videoThumbnail: t.exposeString('videoThumbnail', { nullable: true }),
    videoType: t.expose('videoType', { type: ProductVideoTypeEnum, nullable: true }),
    videoDescription: t.exposeString('videoDescription', { nullable: true }),
    category: t.exposeString('category', { nullable: true }),
    categories: t.exposeStringList('categories'),
    materials: t.exposeStringList('materials'),
    sizes: t.exposeStringList('sizes'),
    colors: t.exposeStringList('colors'),
    inStock: t.exposeBoolean('inStock'),
    serviceType: t.expose('serviceType', { type: ProductServiceTypeEnum }),
    isCustom: t.exposeBoolean('isCustom'),
    leadTime: t.exposeString('leadTime', { nullable: true }),
    careInstructions: t.exposeString('careInstructions', { nullable: true }),
    consultationFee: t.float({
      nullable: true,
      select: { consultationFee: true },
      resolve: (p) => toNumber(p.consultationFee),
    }),
    specialties: t.exposeStringList('specialties'),
    fittingSessions: t.exposeInt('fittingSessions', { nullable: true }),
    measurementGuide: t.exposeString('measurementGuide', { nullable: true }),
    priceRange: t.exposeString('priceRange', { nullable: true }),
    contactForPricing: t.exposeBoolean('contactForPricing'),
    techniques: t.exposeStringList('techniques'),
    inspiration: t.exposeString('inspiration', { nullable: true }),
    serviceKind: t.expose('serviceKind', { type: ServiceKindEnum, nullable: true }),
    duration: t.exposeString('duration', { nullable: true }),
    hourlyRate: t.float({ nullable: true, select: { hourlyRate: true }, resolve: (p) => toNumber(p.hourlyRate) }),
    fixedPrice: t.float({ nullable: true, select: { fixedPrice: true }, resolve: (p) => toNumber(p.fixedPrice) }),
    sessionsIncluded: t.exposeInt('sessionsIncluded', { nullable: true }),
    deliveryMethod: t.expose('deliveryMethod', { type: DeliveryMethodEnum, nullable: true }),
    includes: t.exposeStringList('includes'),
    requirements: t.exposeString('requirements', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    studioPrice: t.float({
      nullable: true,
      select: { price: true, brandId: true },
      description:
        'Raw stored price for the studio (portfolio pieces too); null unless the viewer may manage the product.',
      resolve: (p, _a, ctx) => (mayManageProduct(ctx.viewer, p.brandId) ? toNumber(p.price) : null),
    }),
    viewerCanEdit: t.boolean({
      select: { brandId: true },
      description: 'Whether the viewer may edit and delete this product (super_admin; brand_admin of its brand).',
      resolve: (p, _a, ctx) => mayEditProduct(ctx.viewer, p.brandId),
    }),
    brand: t.relation('brand'),
    collection: t.relation('catalogue', { nullable: true }),
  }),
});

builder.prismaObjectFields('Brand', (t) => ({
  isTailoringBrand: t.boolean({
    select: { category: true, categories: true },
    description: 'Brand category or categories include a tailoring category.',
    resolve: (b) => isTailoringBrand(b),
  }),
  offersTailoring: t.boolean({
    select: { tailor: { select: { id: true } } },
    description: 'Tailoring is enabled (the brand has a tailor profile).',
    resolve: (b) => !!b.tailor,
  }),
}));

export const ManagedProductFilter = builder.inputType('ManagedProductFilter', {
  fields: (t) => ({
    search: t.string({
      required: false,
      description: 'Case-insensitive text over the title, description and brand name.',
    }),
    brandId: t.id({ required: false, description: 'Only this brand (global id or row id).' }),
    category: t.string({ required: false, description: "The product's category, or one of its categories (exact)." }),
    stock: t.field({ type: StockFilterEnum, required: false }),
    serviceType: t.field({ type: ProductServiceTypeEnum, required: false }),
  }),
});

export const ManagedServiceFilter = builder.inputType('ManagedServiceFilter', {
  fields: (t) => ({
    search: t.string({
      required: false,
      description: 'Case-insensitive text over the title, description and brand name.',
    }),
    brandId: t.id({ required: false, description: 'Only this brand (global id or row id).' }),
    kind: t.field({ type: ServiceKindEnum, required: false }),
  }),
});

export const ProductFilter = builder.inputType('ProductFilter', {
  fields: (t) => ({
    search: t.string({
      required: false,
      description: 'Case-insensitive text over the title, description and brand name.',
    }),
    category: t.string({ required: false, description: "The product's category, or one of its categories (exact)." }),
    categories: t.stringList({ required: false, description: 'Products in any of these categories.' }),
    brandId: t.id({ required: false, description: 'Only this brand (global id or row id).' }),
    inStock: t.boolean({
      required: false,
      defaultValue: true,
      description: 'Listings show in-stock products only unless this is false; null lists every product.',
    }),
  }),
});

export const GallerySourceEnum = builder.enumType('GalleryVideoSource', {
  description:
    "PRODUCT: the product's own video (gallery index -1); BRAND_SPOTLIGHT: the brand's spotlight video (index -2).",
  values: ['PRODUCT', 'BRAND_SPOTLIGHT'] as const,
});

interface GalleryVideo {
  url: string;
  thumbnail: string | null;
  source: 'PRODUCT' | 'BRAND_SPOTLIGHT';
}

const GalleryVideoRef = builder.objectRef<GalleryVideo>('GalleryVideo').implement({
  fields: (t) => ({
    url: t.exposeString('url'),
    thumbnail: t.exposeString('thumbnail', { nullable: true }),
    source: t.field({ type: GallerySourceEnum, resolve: (v) => v.source }),
  }),
});

builder.prismaObjectField('Product', 'galleryVideo', (t) =>
  t.field({
    type: GalleryVideoRef,
    nullable: true,
    description:
      "The product's video; without one, the spotlight video of the product's brand (found by the brand's name); else null.",
    select: { videoUrl: true, videoThumbnail: true, brand: { select: { name: true } } },
    resolve: async (product, _args, ctx) => {
      if (product.videoUrl)
        return { url: product.videoUrl, thumbnail: product.videoThumbnail, source: 'PRODUCT' as const };
      const spotlight = await ctx.prisma.spotlight.findFirst({
        where: { brandName: { equals: product.brand.name.trim(), mode: 'insensitive' }, videoUrl: { not: null } },
        orderBy: [{ isActive: 'desc' }, { updatedAt: 'desc' }],
        select: { videoUrl: true, videoThumbnail: true },
      });
      return spotlight?.videoUrl
        ? { url: spotlight.videoUrl, thumbnail: spotlight.videoThumbnail, source: 'BRAND_SPOTLIGHT' as const }
        : null;
    },
  }),
);

builder.prismaObjectField('Product', 'responsiveImages', (t) =>
  t.field({
    type: [ResponsiveImageRef],
    description:
      'The main image, then the other images (each once), with the webp variants made when they were uploaded; linked and seeded images have none.',
    select: { image: true, images: true },
    resolve: (product, _args, ctx) => {
      const urls = [...new Set([product.image, ...product.images].filter((url): url is string => !!url))];
      return Promise.all(urls.map((url) => responsiveImageOf(ctx, url)));
    },
  }),
);

builder.prismaObjectField('Product', 'primaryImage', (t) =>
  t.field({
    type: ResponsiveImageRef,
    nullable: true,
    description:
      "The card's picture (the main image, else the first other one) with its AVIF and webp variants when it was uploaded; null without images.",
    select: { image: true, images: true },
    resolve: (product, _args, ctx) => {
      const url = product.image ?? product.images[0];
      return url ? responsiveImageOf(ctx, url) : null;
    },
  }),
);
