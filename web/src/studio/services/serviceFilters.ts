import { SERVICE_KIND_OPTIONS, type ServiceKindOption } from '@features/products/rules-services';
import { filterInput } from '../kit/list/filterInput';
import { defineUrlFilters, type FilterValues } from '../kit/list/defineUrlFilters';
import { brandFilter, oneOfFilter, searchFilter } from '../kit/list/urlFilterKinds';
import { ServiceBrandChoices } from './ServiceBrandChoices';

export type ServiceKind = ServiceKindOption['kind'];

/** The service list's filters in the URL: ?search=&brand={brand id}&type={kind}. */
export const serviceFilters = defineUrlFilters({
  /** Title, description or brand name. */
  search: searchFilter({ id: 'services-search', placeholder: 'Title, description or brand' }),
  brand: brandFilter({ id: 'services-brand', choices: ServiceBrandChoices }),
  type: oneOfFilter<ServiceKind>({
    param: 'type',
    options: SERVICE_KIND_OPTIONS.map((option) => ({ value: option.kind, label: option.label })),
    id: 'services-type',
    label: 'Service type',
    allLabel: 'All types',
  }),
});

export type ServiceFilters = FilterValues<typeof serviceFilters.filters>;

/** The API's ManagedServiceFilter: only what is set. */
export interface ServiceFilterInput {
  search?: string;
  brandId?: string;
  kind?: ServiceKind;
}

/** The API's filter with empty values left out; null when nothing narrows the list. */
export const toServiceFilterInput = (filters: ServiceFilters) =>
  filterInput<ServiceFilterInput>({ search: filters.search, brandId: filters.brand, kind: filters.type });

/** `?refresh=1`, which the edit screen adds after a delete: the list loads afresh from the server. */
export const REFRESH_PARAM = 'refresh';

export const asksForRefresh = (params: URLSearchParams) => params.get(REFRESH_PARAM) === '1';

/** The address without the refresh request, once it has been honoured. */
export function withoutRefresh(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(REFRESH_PARAM);
  return next;
}
