export interface Category {
  slug: string;
  label: string;
}

/** Every brand category, as the directory filter lists them. The API accepts the slug or the label. */
export const BRAND_CATEGORIES: readonly Category[] = [
  { slug: 'ready-to-wear', label: 'Ready to Wear' },
  { slug: 'accessories', label: 'Accessories' },
  { slug: 'high-end-fashion-brand', label: 'High End Fashion Brands' },
  { slug: 'streetwear-urban', label: 'Streetwear & Urban' },
  { slug: 'evening-gowns', label: 'Evening Gowns' },
  { slug: 'bridal', label: 'Bridal' },
  { slug: 'custom-design', label: 'Custom Design' },
  { slug: 'made-to-measure', label: 'Made to Measure' },
  { slug: 'alterations', label: 'Alterations' },
];

/** The five categories of the header's Collections menu, in its order. */
export const COLLECTION_MENU_CATEGORIES: readonly Category[] = BRAND_CATEGORIES.slice(0, 5);

/** The tailoring specialties of the header's Tailored menu. */
export const TAILORING_SPECIALTIES = ['Bridal', 'Custom Design', 'Made to Measure', 'Alterations'] as const;

const comparable = (text: string) => text.trim().toLowerCase().replace(/[^a-z0-9]+/g, '');

/** Finds a category by slug or label, ignoring case and punctuation. */
export function findCategory(slugOrLabel: string): Category | undefined {
  const key = comparable(slugOrLabel);
  return BRAND_CATEGORIES.find((c) => comparable(c.slug) === key || comparable(c.label) === key);
}
