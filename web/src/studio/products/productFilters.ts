import { PRODUCT_CATEGORIES } from '@features/products/rules-options';
import { filterInput } from '../kit/list/filterInput';
import { defineUrlFilters, type FilterValues } from '../kit/list/defineUrlFilters';
import { brandFilter, oneOfFilter, searchFilter } from '../kit/list/urlFilterKinds';
import { ProductBrandChoices } from './ProductBrandChoices';

export type StockChoice = 'in' | 'out';
export type ServiceTypeChoice = 'product' | 'service' | 'consultation' | 'portfolio';

/**
 * The product list's filters in the URL:
 * ?search=&brand={brand id}&category=&stock=in|out&type=product|service|consultation|portfolio
 */
export const productFilters = defineUrlFilters({
  /** Title, description or brand name. */
  search: searchFilter({ id: 'products-search', placeholder: 'Title, description or brand' }),
  brand: brandFilter({ id: 'products-brand', choices: ProductBrandChoices }),
  category: oneOfFilter({
    param: 'category',
    options: PRODUCT_CATEGORIES.map((category) => ({ value: category, label: category })),
    id: 'products-category',
    label: 'Category',
    allLabel: 'All categories',
  }),
  stock: oneOfFilter<StockChoice>({
    param: 'stock',
    options: [
      { value: 'in', label: 'In stock' },
      { value: 'out', label: 'Out of stock' },
    ],
    id: 'products-stock',
    label: 'Stock',
    allLabel: 'Any stock',
  }),
  type: oneOfFilter<ServiceTypeChoice>({
    param: 'type',
    options: [
      { value: 'product', label: 'Product' },
      { value: 'service', label: 'Service' },
      { value: 'consultation', label: 'Consultation' },
      { value: 'portfolio', label: 'Portfolio' },
    ],
    id: 'products-type',
    label: 'Type',
    allLabel: 'All types',
  }),
});

export type ProductFilters = FilterValues<typeof productFilters.filters>;

/** The API's ManagedProductFilter: only what is set. */
export interface ProductFilterInput {
  search?: string;
  brandId?: string;
  category?: string;
  stock?: 'IN_STOCK' | 'OUT_OF_STOCK';
  serviceType?: ServiceTypeChoice;
}

/** The API's ManagedProductFilter with empty values left out; null when nothing narrows the list. */
export const toProductFilterInput = (filters: ProductFilters) =>
  filterInput<ProductFilterInput>({
    search: filters.search,
    brandId: filters.brand,
    category: filters.category,
    stock: filters.stock && (filters.stock === 'in' ? 'IN_STOCK' : 'OUT_OF_STOCK'),
    serviceType: filters.type,
  });
