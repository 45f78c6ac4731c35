import type { FaqCategory, FaqPageLocation } from '../../__generated__/FaqCard_faq.graphql';
import { labelsInWords, optionsOf } from '../kit/vocabulary';

/** Spec section 3: the FAQ categories and page locations, in the spec's order. */
export const FAQ_CATEGORIES = ['general', 'designers', 'customers', 'platform', 'billing', 'shipping'] as const;
export const FAQ_PAGE_LOCATIONS = ['general', 'how_it_works', 'contact', 'join', 'all'] as const;

export type FaqCategoryValue = (typeof FAQ_CATEGORIES)[number] & FaqCategory;
export type FaqPageLocationValue = (typeof FAQ_PAGE_LOCATIONS)[number] & FaqPageLocation;

export const CATEGORY_LABELS = labelsInWords<FaqCategoryValue>(FAQ_CATEGORIES);

/** Where each location's entries show on the site ('all' shows everywhere). */
export const PAGE_LOCATION_LABELS: Record<FaqPageLocationValue, string> = {
  general: 'FAQ page',
  how_it_works: 'How It Works',
  contact: 'Contact',
  join: 'Join',
  all: 'All pages',
};

export const CATEGORY_OPTIONS = optionsOf(FAQ_CATEGORIES, CATEGORY_LABELS);
export const PAGE_LOCATION_OPTIONS = optionsOf(FAQ_PAGE_LOCATIONS, PAGE_LOCATION_LABELS);
