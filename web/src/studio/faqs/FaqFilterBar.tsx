import styled from 'styled-components';
import { FilterSelect } from '../../components/filters/FilterSelect';
import { SearchFilterBar } from '../kit/FilterBar';
import type { UpdateUrlFiltersOptions } from '../kit/useUrlFilters';
import { SwitchButton, SwitchTrack } from '../kit/SwitchButton';
import type { FaqFilters } from './faqFilters';
import { CATEGORY_OPTIONS, PAGE_LOCATION_OPTIONS } from './faqVocabulary';

/** The switch keeps to its column: its words wrap rather than spill out of a narrow bar. */
const InactiveSwitch = styled(SwitchButton)`
  max-width: 100%;
  text-align: start;
`;

interface FaqFilterBarProps {
  filters: FaqFilters;
  onChange: (changes: Partial<FaqFilters>, options?: UpdateUrlFiltersOptions) => void;
}

/** Search, category, page location and the Show Inactive switch (spec section 2). */
export function FaqFilterBar({ filters, onChange }: FaqFilterBarProps) {
  return (
    <SearchFilterBar
      label="Filter FAQs"
      searchId="faqs-search"
      searchPlaceholder="Question or answer"
      filters={filters}
      onChange={onChange}
    >
      <FilterSelect
        id="faqs-category"
        label="Category"
        allLabel="All categories"
        value={filters.category}
        options={CATEGORY_OPTIONS}
        onChange={(category) => onChange({ category })}
      />
      <FilterSelect
        id="faqs-location"
        label="Page location"
        allLabel="All locations"
        value={filters.location}
        options={PAGE_LOCATION_OPTIONS}
        onChange={(location) => onChange({ location })}
      />
      <InactiveSwitch
        type="button"
        role="switch"
        aria-checked={filters.showInactive}
        onClick={() => onChange({ showInactive: !filters.showInactive })}
      >
        <SwitchTrack $on={filters.showInactive} aria-hidden="true" />
        Show Inactive
      </InactiveSwitch>
    </SearchFilterBar>
  );
}
