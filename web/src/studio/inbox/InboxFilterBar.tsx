import { FilterSelect } from '../../components/filters/FilterSelect';
import { BrandFilterSelect } from '../kit/BrandFilterSelect';
import { SearchFilterBar } from '../kit/FilterBar';
import { ManagedBrandChoices } from '../kit/ManagedBrandChoices';
import type { UpdateUrlFiltersOptions } from '../kit/useUrlFilters';
import { optionsOf } from '../kit/vocabulary';
import { INBOX_KIND_VALUES, type InboxFilters } from './inboxFilters';
import { KIND_LABELS } from './inboxLabels';

const KIND_OPTIONS = optionsOf(INBOX_KIND_VALUES, KIND_LABELS);
const SHOW_OPTIONS = [{ value: 'unread' as const, label: 'Unread only' }];

interface InboxFilterBarProps {
  filters: InboxFilters;
  onChange: (changes: Partial<InboxFilters>, options?: UpdateUrlFiltersOptions) => void;
}

/** Search, the kind of entry, the brand and unread-only, all kept in the URL. */
export function InboxFilterBar({ filters, onChange }: InboxFilterBarProps) {
  return (
    <SearchFilterBar
      label="Filter inbox"
      searchId="inbox-search"
      searchPlaceholder="Name, email or subject"
      filters={filters}
      onChange={onChange}
    >
      <FilterSelect
        id="inbox-kind"
        label="Kind"
        allLabel="All kinds"
        value={filters.kind}
        options={KIND_OPTIONS}
        onChange={(kind) => onChange({ kind })}
      />
      {/* The select itself says when the brands fail to load. */}
      <ManagedBrandChoices
        render={(choices) => (
          <BrandFilterSelect id="inbox-brand" choices={choices} filters={filters} onChange={onChange} />
        )}
      />
      <FilterSelect
        id="inbox-show"
        label="Show"
        allLabel="All entries"
        value={filters.show}
        options={SHOW_OPTIONS}
        onChange={(show) => onChange({ show })}
      />
    </SearchFilterBar>
  );
}
