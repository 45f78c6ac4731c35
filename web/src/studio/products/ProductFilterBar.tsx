import { PRODUCT_CATEGORIES } from '@features/products/rules';
import { FilterSelect } from '../../components/filters/FilterSelect';
import { SearchField } from '../../components/filters/SearchField';
import { FilterBar, FilterBarSearch } from '../kit/FilterBar';
import type { UpdateUrlFiltersOptions } from '../kit/useUrlFilters';
import { ProductBrandChoices, type ProductBrandChoicesState } from './ProductBrandChoices';
import { SERVICE_TYPE_FILTER_OPTIONS, STOCK_OPTIONS, type ProductFilters } from './productFilters';

interface ProductFilterBarProps {
  filters: ProductFilters;
  onChange: (changes: Partial<ProductFilters>, options?: UpdateUrlFiltersOptions) => void;
}

const CATEGORY_OPTIONS = PRODUCT_CATEGORIES.map((category) => ({ value: category, label: category }));

function brandOptions(choices: ProductBrandChoicesState, selected: string) {
  const brands = choices.status === 'ready' ? choices.brands : [];
  const options = brands.map((brand) => ({ value: brand.id, label: brand.name }));
  // A brand in the URL that is not (yet) among the choices stays selectable, so the select shows the filter.
  if (selected && !options.some((option) => option.value === selected))
    options.unshift({ value: selected, label: choices.status === 'loading' ? 'Loading brands…' : 'Another brand' });
  return options;
}

/** Search, brand, category, stock and type, all kept in the URL. */
export function ProductFilterBar({ filters, onChange }: ProductFilterBarProps) {
  return (
    <FilterBar role="search" aria-label="Filter products">
      <FilterBarSearch>
        <SearchField
          id="products-search"
          label="Search"
          placeholder="Title, description or brand"
          value={filters.search}
          onCommit={(search) => onChange({ search }, { replace: true })}
        />
      </FilterBarSearch>
      <ProductBrandChoices
        render={(choices) => (
          <FilterSelect
            id="products-brand"
            label="Brand"
            allLabel="All brands"
            value={filters.brand}
            options={brandOptions(choices, filters.brand)}
            onChange={(brand) => onChange({ brand })}
          />
        )}
      />
      <FilterSelect
        id="products-category"
        label="Category"
        allLabel="All categories"
        value={filters.category}
        options={CATEGORY_OPTIONS}
        onChange={(category) => onChange({ category })}
      />
      <FilterSelect
        id="products-stock"
        label="Stock"
        allLabel="Any stock"
        value={filters.stock}
        options={STOCK_OPTIONS}
        onChange={(stock) => onChange({ stock })}
      />
      <FilterSelect
        id="products-type"
        label="Type"
        allLabel="All types"
        value={filters.type}
        options={SERVICE_TYPE_FILTER_OPTIONS}
        onChange={(type) => onChange({ type })}
      />
    </FilterBar>
  );
}
