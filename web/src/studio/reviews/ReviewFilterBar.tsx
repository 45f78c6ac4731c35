import { FilterSelect } from '../../components/filters/FilterSelect';
import { BrandFilterSelect } from '../kit/BrandFilterSelect';
import { SearchFilterBar } from '../kit/FilterBar';
import { ManagedBrandChoices } from '../kit/ManagedBrandChoices';
import type { UpdateUrlFiltersOptions } from '../kit/useUrlFilters';
import { RATING_OPTIONS, REPLY_OPTIONS, VISIBILITY_OPTIONS, type ReviewFilters } from './reviewFilters';

interface ReviewFilterBarProps {
  filters: ReviewFilters;
  /** Platform admins also filter by shown or hidden. */
  moderates: boolean;
  onChange: (changes: Partial<ReviewFilters>, options?: UpdateUrlFiltersOptions) => void;
}

/** Search, brand, rating, replies and (for admins) visibility, all kept in the URL. */
export function ReviewFilterBar({ filters, moderates, onChange }: ReviewFilterBarProps) {
  return (
    <SearchFilterBar
      label="Filter reviews"
      searchId="reviews-search"
      searchPlaceholder="Comment or reviewer"
      filters={filters}
      onChange={onChange}
    >
      <ManagedBrandChoices
        failureToast="Failed to load brands"
        render={(choices) => (
          <BrandFilterSelect id="reviews-brand" choices={choices} filters={filters} onChange={onChange} />
        )}
      />
      <FilterSelect
        id="reviews-rating"
        label="Rating"
        allLabel="Any rating"
        value={filters.rating}
        options={RATING_OPTIONS}
        onChange={(rating) => onChange({ rating })}
      />
      <FilterSelect
        id="reviews-reply"
        label="Replies"
        allLabel="Any"
        value={filters.reply}
        options={REPLY_OPTIONS}
        onChange={(reply) => onChange({ reply })}
      />
      {moderates ? (
        <FilterSelect
          id="reviews-visibility"
          label="Visibility"
          allLabel="Any"
          value={filters.visibility}
          options={VISIBILITY_OPTIONS}
          onChange={(visibility) => onChange({ visibility })}
        />
      ) : null}
    </SearchFilterBar>
  );
}
