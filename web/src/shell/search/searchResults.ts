import type { SearchModalQuery$data } from '../../__generated__/SearchModalQuery.graphql';
import { matchingStaticPages } from './staticPages';

export interface SearchOption {
  id: string;
  group: 'Brands' | 'Pages' | 'Collections' | 'Products' | 'Tailors';
  label: string;
  detail: string | null;
  href: string;
}

const path = (base: string, id: string) => `${base}/${encodeURIComponent(id)}`;

/** Flattens the API's hits and the matching static pages into the listbox's options, in display order. */
export function searchOptions(query: string, data: SearchModalQuery$data | null): SearchOption[] {
  const hits = data?.search;
  return [
    ...(hits?.brands ?? []).map((b): SearchOption => ({
      id: b.id,
      group: 'Brands',
      label: b.name,
      detail: [b.category, b.city].join(' · '),
      href: path('/brand', b.id),
    })),
    ...matchingStaticPages(query).map((p): SearchOption => ({
      id: p.href,
      group: 'Pages',
      label: p.title,
      detail: p.description,
      href: p.href,
    })),
    ...(hits?.collections ?? []).map((c): SearchOption => ({
      id: c.id,
      group: 'Collections',
      label: c.title,
      detail: c.brand.name,
      href: path('/collection', c.id),
    })),
    ...(hits?.products ?? []).map((p): SearchOption => ({
      id: p.id,
      group: 'Products',
      label: p.title,
      detail: p.brand.name,
      href: path('/product', p.id),
    })),
    ...(hits?.tailors ?? []).map((t): SearchOption => ({
      id: t.id,
      group: 'Tailors',
      label: t.brand.name,
      detail: t.title,
      href: path('/tailor', t.id),
    })),
  ];
}
