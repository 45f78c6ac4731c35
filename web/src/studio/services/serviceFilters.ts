import { SERVICE_KIND_OPTIONS, type ServiceKindOption } from '@features/products/rules';
import { withTextParams, withoutParams } from '../kit/urlParams';
import type { UrlFilterCodec } from '../kit/useUrlFilters';

export type ServiceKind = ServiceKindOption['kind'];

/** The service list's filters as they live in the URL: ?search=&brand={brand id}&type={kind}. */
export interface ServiceFilters {
  /** Title, description or brand name. */
  search: string;
  /** A brand's global id; '' for every brand the viewer manages. */
  brand: string;
  /** One of the four service types; '' for all. */
  type: ServiceKind | '';
}

export const DEFAULT_SERVICE_FILTERS: ServiceFilters = { search: '', brand: '', type: '' };

const PARAM_NAMES: readonly (keyof ServiceFilters)[] = ['search', 'brand', 'type'];

/** The API's ManagedServiceFilter: only what is set. */
export interface ServiceFilterInput {
  search?: string;
  brandId?: string;
  kind?: ServiceKind;
}

const isServiceKind = (value: string): value is ServiceKind => SERVICE_KIND_OPTIONS.some((o) => o.kind === value);

export function serviceFiltersFromParams(params: URLSearchParams): ServiceFilters {
  const type = params.get('type')?.trim() ?? '';
  return {
    search: params.get('search')?.trim() ?? '',
    brand: params.get('brand')?.trim() ?? '',
    // An unknown type in a hand-typed address lists every type rather than nothing.
    type: isServiceKind(type) ? type : '',
  };
}

/** The URL parameters with the given filters changed; empty values are removed, other parameters kept. */
export function withServiceFilters(params: URLSearchParams, changes: Partial<ServiceFilters>): URLSearchParams {
  return withTextParams(params, PARAM_NAMES, changes);
}

export function withoutServiceFilters(params: URLSearchParams): URLSearchParams {
  return withoutParams(params, PARAM_NAMES);
}

export function hasServiceFilters(filters: ServiceFilters): boolean {
  return filters.search !== '' || filters.brand !== '' || filters.type !== '';
}

/** The API's filter with empty values left out; null when nothing narrows the list. */
export function toServiceFilterInput(filters: ServiceFilters): ServiceFilterInput | null {
  const input: ServiceFilterInput = {};
  if (filters.search) input.search = filters.search;
  if (filters.brand) input.brandId = filters.brand;
  if (filters.type) input.kind = filters.type;
  return Object.keys(input).length ? input : null;
}

export const SERVICE_FILTERS_IN_URL: UrlFilterCodec<ServiceFilters> = {
  read: serviceFiltersFromParams,
  write: withServiceFilters,
  clear: withoutServiceFilters,
};

/** `?refresh=1`, which the edit screen adds after a delete: the list loads afresh from the server. */
export const REFRESH_PARAM = 'refresh';

export const asksForRefresh = (params: URLSearchParams) => params.get(REFRESH_PARAM) === '1';

/** The address without the refresh request, once it has been honoured. */
export const withoutRefresh = (params: URLSearchParams) => withoutParams(params, [REFRESH_PARAM]);
