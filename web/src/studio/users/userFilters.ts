import { withTextParams, withoutParams } from '../kit/urlParams';
import type { UrlFilterCodec } from '../kit/useUrlFilters';
import { isUserRole, type UserRoleValue } from './userRoles';

/** The users screen's filters as they live in the URL: ?search=&role= (empty values are left out). */
export interface UserFilters {
  /** Part of the e-mail address, first name or last name. */
  search: string;
  role: UserRoleValue | '';
}

export const DEFAULT_USER_FILTERS: UserFilters = { search: '', role: '' };

const PARAM_NAMES: readonly (keyof UserFilters)[] = ['search', 'role'];

/** The API's UserFilter: only what is set. */
export interface UserFilterInput {
  search?: string;
  role?: UserRoleValue;
}

/** Reads the filters from the URL; a role outside the vocabulary means every role. */
export function userFiltersFromParams(params: URLSearchParams): UserFilters {
  const role = params.get('role');
  return {
    search: params.get('search')?.trim() ?? '',
    role: isUserRole(role) ? role : '',
  };
}

/** The URL parameters with the given filters changed; empty values are removed, other parameters kept. */
export function withUserFilters(params: URLSearchParams, changes: Partial<UserFilters>): URLSearchParams {
  return withTextParams(params, PARAM_NAMES, changes);
}

/** The URL parameters without the users filters. */
export function withoutUserFilters(params: URLSearchParams): URLSearchParams {
  return withoutParams(params, PARAM_NAMES);
}

export function hasUserFilters(filters: UserFilters): boolean {
  return filters.search !== '' || filters.role !== '';
}

/** The API's UserFilter with empty values left out; null when nothing narrows the list. */
export function toUserFilterInput(filters: UserFilters): UserFilterInput | null {
  const input: UserFilterInput = {};
  if (filters.search) input.search = filters.search;
  if (filters.role) input.role = filters.role;
  return Object.keys(input).length ? input : null;
}

/** For useUrlFilters. */
export const USER_FILTERS_IN_URL: UrlFilterCodec<UserFilters> = {
  read: userFiltersFromParams,
  write: withUserFilters,
  clear: withoutUserFilters,
};
