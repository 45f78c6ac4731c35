// schema.org objects for the JsonLd component. URLs are absolute, built from the page's origin.

import { sellingPrice } from '../../lib/productPriceText';
import { siteOrigin } from '../../ssr/siteOrigin';

const CONTEXT = 'https://schema.org';
export const SITE_NAME = 'Adire';

const absolute = (path: string, origin = siteOrigin()) => new URL(path, origin).toString();

export function organizationJsonLd(options: { email: string; sameAs: readonly string[] }) {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    name: SITE_NAME,
    url: absolute('/'),
    logo: absolute('/favicon.svg'),
    email: options.email,
    sameAs: options.sameAs,
  };
}

/** The directory reads its search text from this query parameter. */
const DIRECTORY_SEARCH_PARAM = 'search';

export function websiteJsonLd() {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: SITE_NAME,
    url: absolute('/'),
    potentialAction: {
      '@type': 'SearchAction',
      target: `${absolute('/directory')}?${DIRECTORY_SEARCH_PARAM}={search_term_string}`,
      'query-input': 'required name=search_term_string',
    },
  };
}

export function breadcrumbJsonLd(trail: readonly { name: string; path: string }[]) {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absolute(crumb.path),
    })),
  };
}

export function faqJsonLd(entries: readonly { question: string; answer: string }[]) {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: entries.map((e) => ({
      '@type': 'Question',
      name: e.question,
      acceptedAnswer: { '@type': 'Answer', text: e.answer },
    })),
  };
}

/** Reviews as schema.org rates them; nothing when there are none (a rating of 0 from no reviews is not a rating). */
const aggregateRating = (value: number | null | undefined, count: number | null | undefined) =>
  value && count
    ? {
        aggregateRating: {
          '@type': 'AggregateRating',
          ratingValue: value,
          reviewCount: count,
          bestRating: 5,
          worstRating: 1,
        },
      }
    : {};

const brandReference = (brand: { name: string; path: string }) => ({
  '@type': 'Brand',
  name: brand.name,
  url: absolute(brand.path),
});

export interface BrandForJsonLd {
  path: string;
  name: string;
  description?: string | null;
  image?: string | null;
  city?: string | null;
  rating?: number | null;
  reviewCount?: number | null;
  sameAs?: readonly (string | null | undefined)[];
}

/**
 * A designer's label. It is typed Brand and Organization at once: schema.org gives a Brand no
 * address, and the designer's business has one.
 */
export function brandJsonLd(brand: BrandForJsonLd) {
  const sameAs = brand.sameAs?.filter((link): link is string => !!link) ?? [];
  return {
    '@context': CONTEXT,
    '@type': ['Brand', 'Organization'],
    name: brand.name,
    url: absolute(brand.path),
    ...(brand.description ? { description: brand.description } : {}),
    ...(brand.image ? { logo: absolute(brand.image), image: absolute(brand.image) } : {}),
    ...(brand.city ? { address: { '@type': 'PostalAddress', addressLocality: brand.city } } : {}),
    ...(sameAs.length ? { sameAs } : {}),
    ...aggregateRating(brand.rating, brand.reviewCount),
  };
}

export interface CollectionForJsonLd {
  path: string;
  title: string;
  description?: string | null;
  image?: string | null;
  brand: { name: string; path: string };
  items?: readonly { path: string; name: string }[];
}

export function collectionJsonLd(collection: CollectionForJsonLd) {
  return {
    '@context': CONTEXT,
    '@type': 'CollectionPage',
    name: collection.title,
    url: absolute(collection.path),
    ...(collection.description ? { description: collection.description } : {}),
    ...(collection.image ? { image: absolute(collection.image) } : {}),
    about: brandReference(collection.brand),
    ...(collection.items?.length
      ? {
          mainEntity: {
            '@type': 'ItemList',
            numberOfItems: collection.items.length,
            itemListElement: collection.items.map((item, index) => ({
              '@type': 'ListItem',
              position: index + 1,
              name: item.name,
              url: absolute(item.path),
            })),
          },
        }
      : {}),
  };
}

/** Prices without a formattable currency are shown in pounds, the platform default; the offer says the same. */
const DEFAULT_CURRENCY = 'GBP';

export interface ProductForJsonLd {
  path: string;
  title: string;
  description?: string | null;
  images?: readonly (string | null | undefined)[];
  brand: { name: string; path: string };
  category?: string | null;
  serviceType: string;
  price?: number | null;
  salePrice?: number | null;
  currency: string;
  inStock: boolean;
}

/** The offer as the page shows it: the selling price, or none for portfolio pieces and unpriced items. */
function productOffer(product: ProductForJsonLd) {
  if (product.serviceType === 'portfolio') return {};
  const price = sellingPrice({ price: product.price, salePrice: product.salePrice });
  if (price == null) return {};
  return {
    offers: {
      '@type': 'Offer',
      price,
      priceCurrency: product.currency === 'NONE' ? DEFAULT_CURRENCY : product.currency,
      availability: `${CONTEXT}/${product.inStock ? 'InStock' : 'OutOfStock'}`,
      url: absolute(product.path),
    },
  };
}

export function productJsonLd(product: ProductForJsonLd) {
  const images = [...new Set(product.images?.filter((src): src is string => !!src))].map((src) => absolute(src));
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: product.title,
    url: absolute(product.path),
    ...(product.description ? { description: product.description } : {}),
    ...(images.length ? { image: images } : {}),
    brand: brandReference(product.brand),
    ...(product.category ? { category: product.category } : {}),
    ...productOffer(product),
  };
}

/** JSON for a script element: '<' is escaped so no text in the data can close the element. */
export function serializeJsonLd(data: object | readonly object[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
