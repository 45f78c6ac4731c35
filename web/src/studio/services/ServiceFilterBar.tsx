import { SERVICE_KIND_OPTIONS } from '@features/products/rules';
import { FilterSelect } from '../../components/filters/FilterSelect';
import { BrandFilterSelect } from '../kit/BrandFilterSelect';
import { SearchFilterBar } from '../kit/FilterBar';
import type { UpdateUrlFiltersOptions } from '../kit/useUrlFilters';
import { ServiceBrandChoices } from './ServiceBrandChoices';
import type { ServiceFilters } from './serviceFilters';

interface ServiceFilterBarProps {
  filters: ServiceFilters;
  onChange: (changes: Partial<ServiceFilters>, options?: UpdateUrlFiltersOptions) => void;
}

const TYPE_OPTIONS = SERVICE_KIND_OPTIONS.map((option) => ({ value: option.kind, label: option.label }));

/** The search box, the tailor brand and the service type, all kept in the URL. */
export function ServiceFilterBar({ filters, onChange }: ServiceFilterBarProps) {
  return (
    <SearchFilterBar label="Filter services" searchId="services-search" filters={filters} onChange={onChange}>
      <ServiceBrandChoices
        render={(choices) => (
          <BrandFilterSelect id="services-brand" choices={choices} filters={filters} onChange={onChange} />
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
    </SearchFilterBar>
  );
}
