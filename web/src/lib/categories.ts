import { BRAND_CATEGORIES, MENU_CATEGORY_SLUGS } from '@domain/categories';

export { BRAND_CATEGORIES };

export type Category = (typeof BRAND_CATEGORIES)[number];

/** The five categories of the header's Collections menu, in its order. */
export const COLLECTION_MENU_CATEGORIES: readonly Category[] = MENU_CATEGORY_SLUGS.map((slug) =>
  BRAND_CATEGORIES.find((c) => c.slug === slug)!,
);

/** The tailoring specialties of the header's Tailored menu. */
export const TAILORING_SPECIALTIES = ['Bridal', 'Custom Design', 'Made to Measure', 'Alterations'] as const;

const comparable = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

/** Finds a category by slug or label, ignoring case and punctuation. */
export function findCategory(slugOrLabel: string): Category | undefined {
  const key = comparable(slugOrLabel);
  return BRAND_CATEGORIES.find((c) => comparable(c.slug) === key || comparable(c.label) === key);
}
