import { siteCategoryById } from '@domain/categories';
import { COLLECTIONS_MENU, TAILORED_MENU, categoryHref, type NavMenu } from './navigation';

export interface BrandCategoryCount {
  readonly label: string;
  readonly slug: string;
  readonly brandCount: number;
}

/**
 * The Categories menus with Collections listing the categories that have brands (from the API), each
 * with its icon from the one category list; Tailored stays as it is.
 */
export function categoryMenus(categories: readonly BrandCategoryCount[]): readonly NavMenu[] {
  const collections: NavMenu = {
    ...COLLECTIONS_MENU,
    items: categories.map((category) => {
      // Categories the list does not know (entered by hand on a brand) go without an icon.
      const icon = siteCategoryById(category.slug)?.icon;
      return {
        label: category.label,
        href: categoryHref(category.slug),
        brandCount: category.brandCount,
        ...(icon ? { icon } : {}),
      };
    }),
  };
  return [collections, TAILORED_MENU];
}

export const brandCountText = (count: number) => `${count} ${count === 1 ? 'brand' : 'brands'}`;
