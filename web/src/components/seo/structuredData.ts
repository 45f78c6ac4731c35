// schema.org objects for the JsonLd component. URLs are absolute, built from the page's origin.

const CONTEXT = 'https://schema.org';
export const SITE_NAME = 'Adire';

const absolute = (path: string, origin = window.location.origin) => new URL(path, origin).toString();

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

export function websiteJsonLd() {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: SITE_NAME,
    url: absolute('/'),
    potentialAction: { '@type': 'SearchAction', target: `${absolute('/directory')}?search={search_term_string}`, 'query-input': 'required name=search_term_string' },
  };
}

export function breadcrumbJsonLd(trail: readonly { name: string; path: string }[]) {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: absolute(crumb.path) })),
  };
}

export function faqJsonLd(entries: readonly { question: string; answer: string }[]) {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: entries.map((e) => ({ '@type': 'Question', name: e.question, acceptedAnswer: { '@type': 'Answer', text: e.answer } })),
  };
}

const rating = (value: number | null | undefined, count: number | null | undefined) =>
  value && count ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: value, reviewCount: count, bestRating: 5, worstRating: 1 } } : {};

export interface BrandForJsonLd {
  path: string;
  name: string;
  description?: string | null;
  image?: string | null;
  location?: string | null;
  rating?: number | null;
  reviewCount?: number | null;
  sameAs?: readonly (string | null | undefined)[];
}

export function brandJsonLd(brand: BrandForJsonLd) {
  return {
    '@context': CONTEXT,
    '@type': 'Brand',
    name: brand.name,
    url: absolute(brand.path),
    ...(brand.description ? { description: brand.description } : {}),
    ...(brand.image ? { logo: absolute(brand.image), image: absolute(brand.image) } : {}),
    ...(brand.location ? { areaServed: brand.location } : {}),
    ...(brand.sameAs?.some(Boolean) ? { sameAs: brand.sameAs.filter(Boolean) } : {}),
    ...rating(brand.rating, brand.reviewCount),
  };
}

export interface CollectionForJsonLd {
  path: string;
  title: string;
  description?: string | null;
  image?: string | null;
  brandName?: string | null;
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
    ...(collection.brandName ? { brand: { '@type': 'Brand', name: collection.brandName } } : {}),
    ...(collection.items?.length
      ? { mainEntity: { '@type': 'ItemList', itemListElement: collection.items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, url: absolute(item.path) })) } }
      : {}),
  };
}

export interface ProductForJsonLd {
  path: string;
  title: string;
  description?: string | null;
  images?: readonly string[];
  brandName?: string | null;
  category?: string | null;
  /** Omitted for portfolio pieces, whose price is not shown. */
  price?: number | null;
  currency?: string | null;
  inStock?: boolean | null;
  rating?: number | null;
  reviewCount?: number | null;
}

export function productJsonLd(product: ProductForJsonLd) {
  const offers =
    product.price != null && product.currency
      ? { offers: { '@type': 'Offer', price: product.price, priceCurrency: product.currency, url: absolute(product.path), availability: `${CONTEXT}/${product.inStock === false ? 'OutOfStock' : 'InStock'}` } }
      : {};
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: product.title,
    url: absolute(product.path),
    ...(product.description ? { description: product.description } : {}),
    ...(product.images?.length ? { image: product.images.map((src) => absolute(src)) } : {}),
    ...(product.brandName ? { brand: { '@type': 'Brand', name: product.brandName } } : {}),
    ...(product.category ? { category: product.category } : {}),
    ...offers,
    ...rating(product.rating, product.reviewCount),
  };
}
