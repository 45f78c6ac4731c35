import { defineUrlFilters } from '../kit/list/defineUrlFilters';
import { searchFilter } from '../kit/list/urlFilterKinds';

/** The spotlight list's filter in the URL: ?search= (title, subtitle or brand name). */
export const spotlightFilters = defineUrlFilters({
  search: searchFilter({ id: 'spotlight-search', placeholder: 'Title, subtitle or brand' }),
});

/** The list query's search argument: null when nothing narrows the list. */
export const searchArgument = (filters: { search: string }): string | null => filters.search || null;
