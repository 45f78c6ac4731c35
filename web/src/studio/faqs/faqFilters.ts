import type { UrlFilterCodec } from '../kit/useUrlFilters';
import { withoutParams, withTextParams } from '../kit/urlParams';
import { FAQ_CATEGORIES, FAQ_PAGE_LOCATIONS, type FaqCategoryValue, type FaqPageLocationValue } from './faqVocabulary';

/**
 * The FAQ screen's filters as they live in the URL: ?search=&category=&location=&inactive=1
 * (empty values and Show Inactive off are left out).
 */
export interface FaqFilters {
  search: string;
  category: FaqCategoryValue | '';
  location: FaqPageLocationValue | '';
  showInactive: boolean;
}

const TEXT_PARAMS = ['search', 'category', 'location'] as const;
const INACTIVE_PARAM = 'inactive';

function oneOf<T extends string>(values: readonly T[], candidate: string | null): T | '' {
  return values.find((value) => value === candidate) ?? '';
}

/** The API's StudioFaqFilter. */
export interface FaqFilterInput {
  search?: string;
  category?: FaqCategoryValue;
  pageLocation?: FaqPageLocationValue;
  includeInactive: boolean;
}

export const faqFilterCodec: UrlFilterCodec<FaqFilters> = {
  read: (params) => ({
    search: params.get('search')?.trim() ?? '',
    category: oneOf(FAQ_CATEGORIES, params.get('category')),
    location: oneOf(FAQ_PAGE_LOCATIONS, params.get('location')),
    showInactive: params.get(INACTIVE_PARAM) === '1',
  }),
  write: (params, changes) => {
    const next = withTextParams(params, TEXT_PARAMS, changes);
    if ('showInactive' in changes) {
      if (changes.showInactive) next.set(INACTIVE_PARAM, '1');
      else next.delete(INACTIVE_PARAM);
    }
    return next;
  },
  clear: (params) => withoutParams(params, [...TEXT_PARAMS, INACTIVE_PARAM]),
};

/** Whether the search, category or page location narrow the list (Show Inactive widens it). */
export const hasNarrowingFilters = (filters: FaqFilters) => !!(filters.search || filters.category || filters.location);

export function toFaqFilterInput(filters: FaqFilters): FaqFilterInput {
  return {
    ...(filters.search ? { search: filters.search } : {}),
    ...(filters.category ? { category: filters.category } : {}),
    ...(filters.location ? { pageLocation: filters.location } : {}),
    includeInactive: filters.showInactive,
  };
}
