import { siteCategoryById, type CategoryIconName } from '@domain/categories';
import { COLLECTION_MENU_CATEGORIES, TAILORING_SPECIALTIES } from '../../lib/categories';

export interface NavLinkItem {
  label: string;
  href: string;
}

export interface NavMenuItem extends NavLinkItem {
  /** How many brands the link leads to, when known. */
  brandCount?: number;
  /** A category link's icon, from the one category list. */
  icon?: CategoryIconName;
}

export interface NavMenu {
  label: string;
  /**
   * The landing page of the whole menu. The desktop header's menu label links to it; the mobile
   * menu, whose label only opens the accordion, lists it as the first link.
   */
  overview: NavLinkItem;
  items: readonly NavMenuItem[];
}

export const categoryHref = (slug: string) => `/directory?${new URLSearchParams({ category: slug })}`;

export const COLLECTIONS_MENU: NavMenu = {
  label: 'Collections',
  overview: { label: 'All Collections', href: '/collections' },
  items: COLLECTION_MENU_CATEGORIES.map((category) => ({
    label: category.label,
    href: categoryHref(category.slug),
    icon: siteCategoryById(category.slug)?.icon,
  })),
};

export const TAILORED_MENU: NavMenu = {
  label: 'Tailored',
  overview: { label: 'All Tailors', href: '/tailors' },
  items: TAILORING_SPECIALTIES.map((specialty) => ({
    label: specialty,
    href: `/tailors?${new URLSearchParams({ specialty })}`,
  })),
};

export const HEADER_MENUS: readonly NavMenu[] = [COLLECTIONS_MENU, TAILORED_MENU];

export const EXPLORE_BRANDS: NavLinkItem = { label: 'Explore Brands', href: '/directory' };

/** The sign-in link's label; it leads to /login with the current page to come back to. */
export const SIGN_IN_LABEL = 'Sign In';

export const ABOUT_LINKS: readonly NavLinkItem[] = [
  { label: 'Home', href: '/' },
  { label: 'How It Works', href: '/how-it-works' },
  { label: 'About', href: '/about' },
  EXPLORE_BRANDS,
];
