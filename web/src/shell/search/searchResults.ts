import type { SearchModalQuery$data } from '../../__generated__/SearchModalQuery.graphql';
import { matchingStaticPages } from './staticPages';

export type SearchGroup = 'Brands' | 'Pages' | 'Collections' | 'Products' | 'Tailors';

/** A row's picture: the original file, and its webp variants when it was uploaded. */
export interface SearchThumbnail {
  src: string;
  srcSet: string | null;
}

export interface SearchOption {
  id: string;
  group: SearchGroup;
  /** What the hit is, in the singular ('Brand'), shown in its row. */
  kind: string;
  label: string;
  detail: string | null;
  href: string;
  /** Null for the static pages and for hits without any picture. */
  thumbnail: SearchThumbnail | null;
}

const path = (base: string, id: string) => `${base}/${encodeURIComponent(id)}`;

/** The first picture there is, without variants. */
function firstPicture(...urls: (string | null | undefined)[]): SearchThumbnail | null {
  const src = urls.find((url): url is string => !!url);
  return src ? { src, srcSet: null } : null;
}

/** Flattens the API's hits and the matching static pages into the listbox's options, in display order. */
export function searchOptions(query: string, data: SearchModalQuery$data | null): SearchOption[] {
  const hits = data?.search;
  return [
    ...(hits?.brands ?? []).map((b): SearchOption => ({
      id: b.id,
      group: 'Brands',
      kind: 'Brand',
      label: b.name,
      detail: [b.category, b.city].join(' · '),
      href: path('/brand', b.id),
      thumbnail: b.primaryImage ? { src: b.primaryImage.url, srcSet: b.primaryImage.srcSet ?? null } : null,
    })),
    ...matchingStaticPages(query).map((p): SearchOption => ({
      id: p.href,
      group: 'Pages',
      kind: 'Page',
      label: p.title,
      detail: p.description,
      href: p.href,
      thumbnail: null,
    })),
    ...(hits?.collections ?? []).map((c): SearchOption => ({
      id: c.id,
      group: 'Collections',
      kind: 'Collection',
      label: c.title,
      detail: c.brand.name,
      href: path('/collection', c.id),
      thumbnail: firstPicture(c.image, c.images[0]?.imageUrl),
    })),
    ...(hits?.products ?? []).map((p): SearchOption => ({
      id: p.id,
      group: 'Products',
      kind: 'Product',
      label: p.title,
      detail: p.brand.name,
      href: path('/product', p.id),
      thumbnail: firstPicture(p.image, p.images[0]),
    })),
    ...(hits?.tailors ?? []).map((t): SearchOption => ({
      id: t.id,
      group: 'Tailors',
      kind: 'Tailor',
      label: t.brand.name,
      detail: t.title,
      href: path('/tailor', t.id),
      thumbnail: firstPicture(t.image, t.brand.image),
    })),
  ];
}
