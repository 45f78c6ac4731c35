import { COLLECTIONS_MENU, TAILORED_MENU, categoryHref, type NavMenu } from './navigation';

export interface BrandCategoryCount {
  readonly label: string;
  readonly slug: string;
  readonly brandCount: number;
}

/** The Categories menus with Collections listing the categories that have brands; Tailored stays as it is. */
export function categoryMenus(categories: readonly BrandCategoryCount[]): readonly NavMenu[] {
  const collections: NavMenu = {
    ...COLLECTIONS_MENU,
    items: categories.map((category) => ({
      label: category.label,
      href: categoryHref(category.slug),
      brandCount: category.brandCount,
    })),
  };
  return [collections, TAILORED_MENU];
}

export const brandCountText = (count: number) => `${count} ${count === 1 ? 'brand' : 'brands'}`;
