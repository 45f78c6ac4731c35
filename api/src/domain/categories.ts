/**
 * Brand categories. Brands store the label; links in the site use the slug
 * (/directory?category=ready-to-wear). Filters accept either.
 */
export const BRAND_CATEGORIES = [
  { slug: 'ready-to-wear', label: 'Ready to Wear' },
  { slug: 'accessories', label: 'Accessories' },
  { slug: 'high-end-fashion-brand', label: 'High End Fashion Brands' },
  { slug: 'streetwear-urban', label: 'Streetwear & Urban' },
  { slug: 'evening-gowns', label: 'Evening Gowns' },
  { slug: 'bridal', label: 'Bridal' },
  { slug: 'custom-design', label: 'Custom Design' },
  { slug: 'made-to-measure', label: 'Made to Measure' },
  { slug: 'alterations', label: 'Alterations' },
] as const;

/** The five categories the header's Collections menu lists, in its order. */
export const MENU_CATEGORY_SLUGS = [
  'ready-to-wear',
  'accessories',
  'high-end-fashion-brand',
  'streetwear-urban',
  'evening-gowns',
] as const;

/** Tailoring brand categories: these enable portfolio, service and consultation options. */
export const TAILORING_CATEGORIES = [
  'Bridal',
  'Custom Design',
  'Evening Gowns',
  'Alterations',
  'Tailored',
  'Event Wear',
  'Wedding Guest',
  'Birthday',
] as const;

const normalise = (s: string) =>
  s
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

/** Maps a slug or a label (any case, any punctuation) to the stored label; unknown input comes back trimmed. */
export function categoryLabel(input: string): string {
  const key = normalise(input);
  const hit = BRAND_CATEGORIES.find((c) => normalise(c.slug) === key || normalise(c.label) === key);
  return hit ? hit.label : input.trim();
}

export function categorySlug(label: string): string {
  const hit = BRAND_CATEGORIES.find((c) => c.label === label);
  return hit
    ? hit.slug
    : label
        .trim()
        .toLowerCase()
        .replace(/&/g, '')
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '');
}
