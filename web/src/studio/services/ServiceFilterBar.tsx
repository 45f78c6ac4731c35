import { SERVICE_KIND_OPTIONS } from '@features/products/rules';
import { FilterSelect } from '../../components/filters/FilterSelect';
import { SearchField } from '../../components/filters/SearchField';
import { FilterBar, FilterBarSearch } from '../kit/FilterBar';
import type { UpdateUrlFiltersOptions } from '../kit/useUrlFilters';
import { ServiceBrandChoices, type TailorBrandsState } from './ServiceBrandChoices';
import type { ServiceFilters } from './serviceFilters';

interface ServiceFilterBarProps {
  filters: ServiceFilters;
  onChange: (changes: Partial<ServiceFilters>, options?: UpdateUrlFiltersOptions) => void;
}

const TYPE_OPTIONS = SERVICE_KIND_OPTIONS.map((option) => ({ value: option.kind, label: option.label }));

function brandOptions(choices: TailorBrandsState, selected: string) {
  const brands = choices.status === 'ready' ? choices.brands : [];
  const options = brands.map((brand) => ({ value: brand.id, label: brand.name }));
  // A brand in the URL that is not (yet) among the choices stays selectable, so the select shows the filter.
  if (selected && !options.some((option) => option.value === selected))
    options.unshift({ value: selected, label: choices.status === 'loading' ? 'Loading brands…' : 'Another brand' });
  return options;
}

/** The search box, the tailor brand and the service type, all kept in the URL. */
export function ServiceFilterBar({ filters, onChange }: ServiceFilterBarProps) {
  return (
    <FilterBar role="search" aria-label="Filter services">
      <FilterBarSearch>
        <SearchField
          id="services-search"
          label="Search"
          placeholder="Title, description or brand"
          value={filters.search}
          onCommit={(search) => onChange({ search }, { replace: true })}
        />
      </FilterBarSearch>
      <ServiceBrandChoices
        render={(choices) => (
          <FilterSelect
            id="services-brand"
            label="Brand"
            allLabel="All brands"
            value={filters.brand}
            options={brandOptions(choices, filters.brand)}
            onChange={(brand) => onChange({ brand })}
          />
        )}
      />
      <FilterSelect
        id="services-type"
        label="Service type"
        allLabel="All types"
        value={filters.type}
        options={TYPE_OPTIONS}
        onChange={(type) => onChange({ type })}
      />
    </FilterBar>
  );
}
