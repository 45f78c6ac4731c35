import type { LoaderFunctionArgs } from 'react-router';
import EditServicePageQueryNode, { type EditServicePageQuery } from '../../__generated__/EditServicePageQuery.graphql';
import ServiceBrandChoicesQueryNode, {
  type ServiceBrandChoicesQuery,
} from '../../__generated__/ServiceBrandChoicesQuery.graphql';
import ServiceResultsQueryNode, { type ServiceResultsQuery } from '../../__generated__/ServiceResultsQuery.graphql';
import { listRoute } from '../kit/list/listRoute';
import { sectionQueryLoader } from '../kit/sectionQueryLoader';
import { serviceFilters, toServiceFilterInput } from './serviceFilters';
import { SERVICES_PAGE_SIZE } from './servicesPaging';

const preloadTailorBrands = sectionQueryLoader<ServiceBrandChoicesQuery>(ServiceBrandChoicesQueryNode, () => ({}));

const preloadService = sectionQueryLoader<EditServicePageQuery, string>(EditServicePageQueryNode, (id) => ({ id }));

/** /studio/services: the first page for the URL's filters, and the tailor brands for the brand filter. */
export const servicesRoute = listRoute<ServiceResultsQuery>(
  ServiceResultsQueryNode,
  (params) => ({ count: SERVICES_PAGE_SIZE, filter: toServiceFilterInput(serviceFilters.read(params)) }),
  preloadTailorBrands,
);

/** /studio/products/new-service: starts the tailor brands of step one. */
export function newServiceLoader(): null {
  preloadTailorBrands();
  return null;
}

/** /studio/services/{id}: starts the service. */
export function editServiceLoader({ params }: LoaderFunctionArgs): null {
  preloadService(params.serviceId ?? '');
  return null;
}
