import styled from 'styled-components';
import { FieldLabel, fieldStyles } from '../../components/filters/fieldStyles';
import { SearchField } from '../../components/filters/SearchField';
import { FilterBar, FilterBarSearch } from '../kit/FilterBar';
import type { UpdateUrlFiltersOptions } from '../kit/useUrlFilters';
import { isCalendarDay, type ActivityFilters } from './activityFilters';
import { EntityTypeSelect } from './EntityTypeSelect';

const DateField = styled.div`
  display: grid;
  gap: 0.35rem;
  min-width: 0;
`;

const DateInput = styled.input`
  ${fieldStyles}
  width: 100%;
  min-width: 0;
`;

interface ActivityFilterBarProps {
  filters: ActivityFilters;
  onChange: (changes: Partial<ActivityFilters>, options?: UpdateUrlFiltersOptions) => void;
}

interface DayInputProps {
  id: string;
  label: string;
  value: string;
  min?: string;
  max?: string;
  onChange: (day: string) => void;
}

/** A calendar day; a half-typed date changes nothing until it is a whole day (or cleared). */
function DayInput({ id, label, value, min, max, onChange }: DayInputProps) {
  return (
    <DateField>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <DateInput
        id={id}
        type="date"
        value={value}
        min={min || undefined}
        max={max || undefined}
        onChange={(event) => {
          const day = event.target.value;
          if (day === '' || isCalendarDay(day)) onChange(day);
        }}
      />
    </DateField>
  );
}

/** Who made the changes, which kind of record, and from which day to which day (both included). */
export function ActivityFilterBar({ filters, onChange }: ActivityFilterBarProps) {
  return (
    <FilterBar role="search" aria-label="Filter activity">
      <FilterBarSearch>
        <SearchField
          id="activity-person"
          label="Person"
          placeholder="Part of an e-mail address"
          value={filters.person}
          onCommit={(person) => onChange({ person }, { replace: true })}
        />
      </FilterBarSearch>
      <EntityTypeSelect id="activity-type" value={filters.type} onChange={(type) => onChange({ type })} />
      <DayInput
        id="activity-from"
        label="Date from"
        value={filters.from}
        max={filters.to}
        onChange={(from) => onChange({ from }, { replace: true })}
      />
      <DayInput
        id="activity-to"
        label="Date to"
        value={filters.to}
        min={filters.from}
        onChange={(to) => onChange({ to }, { replace: true })}
      />
    </FilterBar>
  );
}
