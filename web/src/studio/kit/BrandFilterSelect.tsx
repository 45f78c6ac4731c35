import { FilterSelect } from '../../components/filters/FilterSelect';
import type { BrandChoicesState } from './BrandChoices';

/** The brand choices as options; a brand in the URL that is not (yet) among them stays selectable, so the select shows the filter. */
export function brandFilterOptions(choices: BrandChoicesState, selected: string) {
  const brands = choices.status === 'ready' ? choices.brands : [];
  const options = brands.map((brand) => ({ value: brand.id, label: brand.name }));
  if (selected && !options.some((option) => option.value === selected))
    options.unshift({ value: selected, label: choices.status === 'loading' ? 'Loading brands…' : 'Another brand' });
  return options;
}

interface BrandFilterSelectProps {
  id: string;
  choices: BrandChoicesState;
  /** The committed filters (from the URL). */
  filters: { brand: string };
  onChange: (changes: { brand: string }) => void;
}

/** A list's brand filter ('Brand', 'All brands'). */
export function BrandFilterSelect({ id, choices, filters, onChange }: BrandFilterSelectProps) {
  return (
    <FilterSelect
      id={id}
      label="Brand"
      allLabel="All brands"
      value={filters.brand}
      options={brandFilterOptions(choices, filters.brand)}
      onChange={(brand) => onChange({ brand })}
    />
  );
}
