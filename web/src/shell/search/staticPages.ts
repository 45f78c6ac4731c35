/** Pages the global search offers besides brands; they match on title or description. */
export interface StaticPage {
  title: string;
  description: string;
  href: string;
}

export const STATIC_PAGES: readonly StaticPage[] = [
  {
    title: 'Custom Tailoring',
    description: 'Bespoke pieces, bridal and made-to-measure from verified tailors',
    href: '/tailored',
  },
  { title: 'How It Works', description: 'How Adire connects clients with African designers', href: '/how-it-works' },
];

export function matchingStaticPages(query: string, pages: readonly StaticPage[] = STATIC_PAGES): StaticPage[] {
  const text = query.trim().toLowerCase();
  if (!text) return [];
  return pages.filter(
    (page) => page.title.toLowerCase().includes(text) || page.description.toLowerCase().includes(text),
  );
}
