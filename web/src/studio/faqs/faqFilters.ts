import { defineUrlFilters, type FilterValues } from '../kit/list/defineUrlFilters';
import { flagFilter, oneOfFilter, searchFilter } from '../kit/list/urlFilterKinds';
import {
  CATEGORY_OPTIONS,
  PAGE_LOCATION_OPTIONS,
  type FaqCategoryValue,
  type FaqPageLocationValue,
} from './faqVocabulary';

/** The FAQ screen's filters in the URL: ?search=&category=&location=&inactive=1 (Show Inactive widens the list). */
export const faqFilters = defineUrlFilters({
  search: searchFilter({ id: 'faqs-search', placeholder: 'Question or answer' }),
  category: oneOfFilter({
    param: 'category',
    options: CATEGORY_OPTIONS,
    id: 'faqs-category',
    label: 'Category',
    allLabel: 'All categories',
  }),
  location: oneOfFilter({
    param: 'location',
    options: PAGE_LOCATION_OPTIONS,
    id: 'faqs-location',
    label: 'Page location',
    allLabel: 'All locations',
  }),
  showInactive: flagFilter({ param: 'inactive', label: 'Show Inactive' }),
});

export type FaqFilters = FilterValues<typeof faqFilters.filters>;

/** The API's StudioFaqFilter. */
export interface FaqFilterInput {
  search?: string;
  category?: FaqCategoryValue;
  pageLocation?: FaqPageLocationValue;
  includeInactive: boolean;
}

export function toFaqFilterInput(filters: FaqFilters): FaqFilterInput {
  return {
    ...(filters.search ? { search: filters.search } : {}),
    ...(filters.category ? { category: filters.category } : {}),
    ...(filters.location ? { pageLocation: filters.location } : {}),
    includeInactive: filters.showInactive,
  };
}

/** FAQs per page of the studio list. */
export const FAQS_PAGE_SIZE = 50;
