import { filterInput } from '../kit/list/filterInput';
import { defineUrlFilters, type FilterValues } from '../kit/list/defineUrlFilters';
import { brandFilter, searchFilter } from '../kit/list/urlFilterKinds';
import { CollectionBrandChoices } from './CollectionBrandChoices';

/** The collection list's filters in the URL: ?search=&brand={brand id}. */
export const collectionFilters = defineUrlFilters({
  /** Title, description or brand name. */
  search: searchFilter({ id: 'collections-search', placeholder: 'Title, description or brand' }),
  brand: brandFilter({ id: 'collections-brand', choices: CollectionBrandChoices }),
});

export type CollectionFilters = FilterValues<typeof collectionFilters.filters>;

/** The API's CollectionFilter: only what is set. */
export interface CollectionFilterInput {
  search?: string;
  brandId?: string;
}

/** The API's CollectionFilter with empty values left out; null when nothing narrows the list. */
export const toCollectionFilterInput = (filters: CollectionFilters) =>
  filterInput<CollectionFilterInput>({ search: filters.search, brandId: filters.brand });
