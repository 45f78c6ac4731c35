import { withTextParams, withoutParams } from '../kit/urlParams';
import { isApplicationStatus, type ApplicationStatusValue } from './applicationVocabulary';

/** The applications screen's filters as they live in the URL: ?search=&status= (empty ones are left out). */
export interface ApplicationFilters {
  search: string;
  /** '' is every status (the filter's 'all'). */
  status: ApplicationStatusValue | '';
}

export const DEFAULT_APPLICATION_FILTERS: ApplicationFilters = { search: '', status: '' };

const PARAM_NAMES: readonly (keyof ApplicationFilters)[] = ['search', 'status'];

/** The API's ApplicationFilter: only what is set. */
export interface ApplicationFilterInput {
  search?: string;
  status?: ApplicationStatusValue;
}

/** Reads the filters from the URL; a status outside the vocabulary (or 'all') means every status. */
export function applicationFiltersFromParams(params: URLSearchParams): ApplicationFilters {
  const status = params.get('status');
  return {
    search: params.get('search')?.trim() ?? '',
    status: isApplicationStatus(status) ? status : '',
  };
}

/** The URL parameters with the given filters changed; empty values are removed, other parameters kept. */
export function withApplicationFilters(params: URLSearchParams, changes: Partial<ApplicationFilters>): URLSearchParams {
  return withTextParams(params, PARAM_NAMES, changes);
}

/** The URL parameters without the applications filters. */
export function withoutApplicationFilters(params: URLSearchParams): URLSearchParams {
  return withoutParams(params, PARAM_NAMES);
}

export function hasNarrowingFilters(filters: ApplicationFilters): boolean {
  return filters.search !== '' || filters.status !== '';
}

/** The API's ApplicationFilter with empty values left out; null when nothing narrows the list. */
export function toApplicationFilterInput(filters: ApplicationFilters): ApplicationFilterInput | null {
  const input: ApplicationFilterInput = {};
  if (filters.search) input.search = filters.search;
  if (filters.status) input.status = filters.status;
  return Object.keys(input).length ? input : null;
}

/** The search the status counts are taken over (the status filter does not change them); null for none. */
export function toCountsSearch(filters: ApplicationFilters): string | null {
  return filters.search || null;
}
