import { SearchFilterBar } from '../kit/FilterBar';
import { FilterSelect } from '../../components/filters/FilterSelect';
import { optionsOf } from '../kit/vocabulary';
import type { NewsletterFilters } from './newsletterFilters';
import { SOURCE_LABELS, STATUS_LABELS, SUBSCRIBER_SOURCES, SUBSCRIPTION_STATUSES } from './newsletterVocabulary';

interface NewsletterFilterBarProps {
  filters: NewsletterFilters;
  onChange: (changes: Partial<NewsletterFilters>, options?: { replace?: boolean }) => void;
}

/** Search on e-mail and names, and the status and source filters; all kept in the URL. */
export function NewsletterFilterBar({ filters, onChange }: NewsletterFilterBarProps) {
  return (
    <SearchFilterBar
      label="Filter subscribers"
      searchId="newsletter-search"
      searchPlaceholder="E-mail or name"
      filters={filters}
      onChange={onChange}
    >
      <FilterSelect
        id="newsletter-status"
        label="Status"
        allLabel="All statuses"
        options={optionsOf(SUBSCRIPTION_STATUSES, STATUS_LABELS)}
        value={filters.status}
        onChange={(status) => onChange({ status })}
      />
      <FilterSelect
        id="newsletter-source"
        label="Source"
        allLabel="All sources"
        options={optionsOf(SUBSCRIBER_SOURCES, SOURCE_LABELS)}
        value={filters.source}
        onChange={(source) => onChange({ source })}
      />
    </SearchFilterBar>
  );
}
