import { PRODUCT_CATEGORIES } from '@features/products/rules';
import { withTextParams, withoutParams } from '../kit/urlParams';
import type { UrlFilterCodec } from '../kit/useUrlFilters';

export type StockChoice = 'in' | 'out';
export type ServiceTypeChoice = 'product' | 'service' | 'consultation' | 'portfolio';

/**
 * The product list's filters as they live in the URL:
 * ?search=&brand={brand id}&category=&stock=in|out&type=product|service|consultation|portfolio
 * (empty or unknown values left out).
 */
export interface ProductFilters {
  /** Title, description or brand name. */
  search: string;
  /** A brand's global id; '' for every brand the viewer manages. */
  brand: string;
  category: string;
  stock: StockChoice | '';
  type: ServiceTypeChoice | '';
}

export const DEFAULT_PRODUCT_FILTERS: ProductFilters = { search: '', brand: '', category: '', stock: '', type: '' };

const PARAM_NAMES: readonly (keyof ProductFilters)[] = ['search', 'brand', 'category', 'stock', 'type'];

export const STOCK_OPTIONS: readonly { value: StockChoice; label: string }[] = [
  { value: 'in', label: 'In stock' },
  { value: 'out', label: 'Out of stock' },
];

export const SERVICE_TYPE_FILTER_OPTIONS: readonly { value: ServiceTypeChoice; label: string }[] = [
  { value: 'product', label: 'Product' },
  { value: 'service', label: 'Service' },
  { value: 'consultation', label: 'Consultation' },
  { value: 'portfolio', label: 'Portfolio' },
];

/** The API's ManagedProductFilter: only what is set. */
export interface ProductFilterInput {
  search?: string;
  brandId?: string;
  category?: string;
  stock?: 'IN_STOCK' | 'OUT_OF_STOCK';
  serviceType?: ServiceTypeChoice;
}

const oneOf = <T extends string>(values: readonly { value: T }[], raw: string | null): T | '' =>
  values.find((option) => option.value === raw?.trim())?.value ?? '';

export function productFiltersFromParams(params: URLSearchParams): ProductFilters {
  const category = params.get('category')?.trim() ?? '';
  return {
    search: params.get('search')?.trim() ?? '',
    brand: params.get('brand')?.trim() ?? '',
    category: (PRODUCT_CATEGORIES as readonly string[]).includes(category) ? category : '',
    stock: oneOf(STOCK_OPTIONS, params.get('stock')),
    type: oneOf(SERVICE_TYPE_FILTER_OPTIONS, params.get('type')),
  };
}

/** The URL parameters with the given filters changed; empty values are removed, other parameters kept. */
export function withProductFilters(params: URLSearchParams, changes: Partial<ProductFilters>): URLSearchParams {
  return withTextParams(params, PARAM_NAMES, changes);
}

export function withoutProductFilters(params: URLSearchParams): URLSearchParams {
  return withoutParams(params, PARAM_NAMES);
}

export function hasProductFilters(filters: ProductFilters): boolean {
  return PARAM_NAMES.some((name) => filters[name] !== '');
}

/** The API's ManagedProductFilter with empty values left out; null when nothing narrows the list. */
export function toProductFilterInput(filters: ProductFilters): ProductFilterInput | null {
  const input: ProductFilterInput = {};
  if (filters.search) input.search = filters.search;
  if (filters.brand) input.brandId = filters.brand;
  if (filters.category) input.category = filters.category;
  if (filters.stock) input.stock = filters.stock === 'in' ? 'IN_STOCK' : 'OUT_OF_STOCK';
  if (filters.type) input.serviceType = filters.type;
  return Object.keys(input).length ? input : null;
}

/** For useUrlFilters. */
export const PRODUCT_FILTERS_IN_URL: UrlFilterCodec<ProductFilters> = {
  read: productFiltersFromParams,
  write: withProductFilters,
  clear: withoutProductFilters,
};
