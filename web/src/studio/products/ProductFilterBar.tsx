import { PRODUCT_CATEGORIES } from '@features/products/rules';
import { FilterSelect } from '../../components/filters/FilterSelect';
import { BrandFilterSelect } from '../kit/BrandFilterSelect';
import { SearchFilterBar } from '../kit/FilterBar';
import type { UpdateUrlFiltersOptions } from '../kit/useUrlFilters';
import { ProductBrandChoices } from './ProductBrandChoices';
import { SERVICE_TYPE_FILTER_OPTIONS, STOCK_OPTIONS, type ProductFilters } from './productFilters';

interface ProductFilterBarProps {
  filters: ProductFilters;
  onChange: (changes: Partial<ProductFilters>, options?: UpdateUrlFiltersOptions) => void;
}

const CATEGORY_OPTIONS = PRODUCT_CATEGORIES.map((category) => ({ value: category, label: category }));

/** Search, brand, category, stock and type, all kept in the URL. */
export function ProductFilterBar({ filters, onChange }: ProductFilterBarProps) {
  return (
    <SearchFilterBar label="Filter products" searchId="products-search" filters={filters} onChange={onChange}>
      <ProductBrandChoices
        render={(choices) => (
          <BrandFilterSelect id="products-brand" choices={choices} filters={filters} onChange={onChange} />
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
    </SearchFilterBar>
  );
}
