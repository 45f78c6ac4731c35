import { FilterSelect } from '../../components/filters/FilterSelect';
import { SearchField } from '../../components/filters/SearchField';
import { FilterBar, FilterBarSearch } from '../kit/FilterBar';
import type { UpdateUrlFiltersOptions } from '../kit/useUrlFilters';
import { optionsOf } from '../kit/vocabulary';
import type { UserFilters } from './userFilters';
import { ROLE_LABELS, USER_ROLES } from './userRoles';

const ROLE_OPTIONS = optionsOf(USER_ROLES, ROLE_LABELS);

interface UserFilterBarProps {
  filters: UserFilters;
  onChange: (changes: Partial<UserFilters>, options?: UpdateUrlFiltersOptions) => void;
}

/** Search by e-mail address or name, and a role. */
export function UserFilterBar({ filters, onChange }: UserFilterBarProps) {
  return (
    <FilterBar role="search" aria-label="Filter users">
      <FilterBarSearch>
        <SearchField
          id="users-search"
          label="Search"
          placeholder="E-mail address or name"
          value={filters.search}
          onCommit={(search) => onChange({ search }, { replace: true })}
        />
      </FilterBarSearch>
      <FilterSelect
        id="users-role"
        label="Role"
        allLabel="All roles"
        value={filters.role}
        options={ROLE_OPTIONS}
        onChange={(role) => onChange({ role })}
      />
    </FilterBar>
  );
}
