import { filterInput } from '../kit/list/filterInput';
import { defineUrlFilters, type FilterValues } from '../kit/list/defineUrlFilters';
import { oneOfFilter, searchFilter } from '../kit/list/urlFilterKinds';

/** The brand list's filters in the URL: ?search=&verified=verified|unverified. */
export const brandFilters = defineUrlFilters({
  /** Name, description, category or location. */
  search: searchFilter({ id: 'brands-search', placeholder: 'Name, category or city' }),
  verified: oneOfFilter({
    param: 'verified',
    options: [
      { value: 'verified', label: 'Verified' },
      { value: 'unverified', label: 'Not verified' },
    ],
    id: 'brands-verified',
    label: 'Verification',
    allLabel: 'All brands',
  }),
});

export type BrandFilters = FilterValues<typeof brandFilters.filters>;

/** The API's BrandFilter: only what is set. */
export interface BrandFilterInput {
  search?: string;
  verified?: boolean;
}

/** The API's BrandFilter with empty values left out; null when nothing narrows the list. */
export const toBrandFilterInput = (filters: BrandFilters) =>
  filterInput<BrandFilterInput>({
    search: filters.search,
    verified: filters.verified && filters.verified === 'verified',
  });
