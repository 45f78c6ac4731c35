/** The icons a category can carry; the web app draws each one (shell/header/CategoryIcon). */
export const CATEGORY_ICONS = [
  'hanger',
  'tag',
  'sparkle',
  'layers',
  'star',
  'heart',
  'scissors',
  'ruler',
  'needle',
] as const;
export type CategoryIconName = (typeof CATEGORY_ICONS)[number];

/**
 * The one list of brand categories, in site order. Brands store the label; links in the site use
 * the slug (/directory?category=ready-to-wear), and filters accept either. The header menus, the
 * studio's tag demo and the brand forms all read this list.
 */
export const BRAND_CATEGORIES = [
  {
    slug: 'ready-to-wear',
    label: 'Ready to Wear',
    icon: 'hanger',
    description: 'Finished pieces in standard sizes, ready to order and ship.',
    homepageCta: 'Shop Ready to Wear',
  },
  {
    slug: 'accessories',
    label: 'Accessories',
    icon: 'tag',
    description: 'Bags, jewellery, headwraps and the finishing touches.',
    homepageCta: 'Browse Accessories',
  },
  {
    slug: 'high-end-fashion-brand',
    label: 'High End Fashion Brands',
    icon: 'sparkle',
    description: 'Established labels and couture houses at the top of their craft.',
    homepageCta: 'Discover High End Brands',
  },
  {
    slug: 'streetwear-urban',
    label: 'Streetwear & Urban',
    icon: 'layers',
    description: 'Everyday city wear with African prints and attitude.',
    homepageCta: 'Explore Streetwear',
  },
  {
    slug: 'evening-gowns',
    label: 'Evening Gowns',
    icon: 'star',
    description: 'Gowns for galas, weddings and every night worth dressing for.',
    homepageCta: 'See Evening Gowns',
  },
  {
    slug: 'bridal',
    label: 'Bridal',
    icon: 'heart',
    description: 'Wedding dresses and traditional bridal wear, made for the day.',
    homepageCta: 'Find Your Bridal Designer',
  },
  {
    slug: 'custom-design',
    label: 'Custom Design',
    icon: 'scissors',
    description: 'One-of-a-kind pieces designed with you from the first sketch.',
    homepageCta: 'Start a Custom Design',
  },
  {
    slug: 'made-to-measure',
    label: 'Made to Measure',
    icon: 'ruler',
    description: 'Designs cut to your measurements for a perfect fit.',
    homepageCta: 'Get Made to Measure',
  },
  {
    slug: 'alterations',
    label: 'Alterations',
    icon: 'needle',
    description: 'Hemming, resizing and repairs by skilled tailors.',
    homepageCta: 'Book an Alteration',
  },
] as const satisfies readonly {
  slug: string;
  label: string;
  icon: CategoryIconName;
  description: string;
  homepageCta: string;
}[];

export type BrandCategory = (typeof BRAND_CATEGORIES)[number];

/** A category as the site presents it (spec: the unified category list of id, name, icon, description, homepageCta). */
export interface SiteCategory {
  id: string;
  name: string;
  icon: CategoryIconName;
  description: string;
  homepageCta: string;
}

export const siteCategory = (category: BrandCategory): SiteCategory => ({
  id: category.slug,
  name: category.label,
  icon: category.icon,
  description: category.description,
  homepageCta: category.homepageCta,
});

/** The list above in the spec's names, in site order. */
export const SITE_CATEGORIES: readonly SiteCategory[] = BRAND_CATEGORIES.map(siteCategory);

/** A category by its slug (id), or undefined for categories the list does not know. */
export const siteCategoryById = (id: string): SiteCategory | undefined => SITE_CATEGORIES.find((c) => c.id === id);

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
