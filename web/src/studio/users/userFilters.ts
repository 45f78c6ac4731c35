import { filterInput } from '../kit/list/filterInput';
import { defineUrlFilters, type FilterValues } from '../kit/list/defineUrlFilters';
import { oneOfFilter, searchFilter } from '../kit/list/urlFilterKinds';
import { optionsOf } from '../kit/vocabulary';
import { ROLE_LABELS, USER_ROLES, type UserRoleValue } from './userRoles';

/** The users screen's filters in the URL: ?search=&role=. */
export const userFilters = defineUrlFilters({
  /** Part of the e-mail address, first name or last name. */
  search: searchFilter({ id: 'users-search', placeholder: 'E-mail address or name' }),
  role: oneOfFilter({
    param: 'role',
    options: optionsOf(USER_ROLES, ROLE_LABELS),
    id: 'users-role',
    label: 'Role',
    allLabel: 'All roles',
  }),
});

export type UserFilters = FilterValues<typeof userFilters.filters>;

/** The API's UserFilter: only what is set. */
export interface UserFilterInput {
  search?: string;
  role?: UserRoleValue;
}

/** The API's UserFilter with empty values left out; null when nothing narrows the list. */
export const toUserFilterInput = (filters: UserFilters) =>
  filterInput<UserFilterInput>({ search: filters.search, role: filters.role });
