import { filterInput } from '../kit/list/filterInput';
import { defineUrlFilters, type FilterValues } from '../kit/list/defineUrlFilters';
import { searchFilter, textFilter } from '../kit/list/urlFilterKinds';
import { ApplicationStatusFilter } from './ApplicationStatusFilter';
import { isApplicationStatus, type ApplicationStatusValue } from './applicationVocabulary';

/**
 * The applications screen's filters in the URL: ?search=&status=. A status outside the vocabulary
 * (or 'all') reads as every status.
 */
export const applicationFilters = defineUrlFilters({
  search: searchFilter({ id: 'applications-search', placeholder: 'Brand, designer, email or location' }),
  status: textFilter('status', {
    accepts: isApplicationStatus,
    // Wide enough for 'All statuses (1,204)'.
    control: { kind: 'custom', id: 'applications-status', Control: ApplicationStatusFilter, wide: true },
  }),
});

export type ApplicationFilters = FilterValues<typeof applicationFilters.filters>;

/** The API's ApplicationFilter: only what is set. */
export interface ApplicationFilterInput {
  search?: string;
  status?: ApplicationStatusValue;
}

/** The API's ApplicationFilter with empty values left out; null when nothing narrows the list. */
export const toApplicationFilterInput = (filters: ApplicationFilters) =>
  filterInput<ApplicationFilterInput>({
    search: filters.search,
    status: isApplicationStatus(filters.status) ? filters.status : undefined,
  });

/** The search the status counts are taken over (the status filter does not change them); null for none. */
export function toCountsSearch(filters: ApplicationFilters): string | null {
  return filters.search || null;
}
