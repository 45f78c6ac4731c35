import type { LoaderFunctionArgs } from 'react-router';
import EditServicePageQueryNode, { type EditServicePageQuery } from '../../__generated__/EditServicePageQuery.graphql';
import ServiceBrandChoicesQueryNode, {
  type ServiceBrandChoicesQuery,
} from '../../__generated__/ServiceBrandChoicesQuery.graphql';
import ServiceResultsQueryNode, { type ServiceResultsQuery } from '../../__generated__/ServiceResultsQuery.graphql';
import { sectionQueryLoader } from '../kit/sectionQueryLoader';
import { serviceFiltersFromParams, toServiceFilterInput } from './serviceFilters';
import { SERVICES_PAGE_SIZE } from './servicesPaths';

const preloadServices = sectionQueryLoader<ServiceResultsQuery, URLSearchParams>(ServiceResultsQueryNode, (params) => ({
  count: SERVICES_PAGE_SIZE,
  filter: toServiceFilterInput(serviceFiltersFromParams(params)),
}));

const preloadTailorBrands = sectionQueryLoader<ServiceBrandChoicesQuery>(ServiceBrandChoicesQueryNode, () => ({}));

const preloadService = sectionQueryLoader<EditServicePageQuery, string>(EditServicePageQueryNode, (id) => ({ id }));

/** /studio/services: starts the first page for the URL's filters, and the tailor brands for the brand filter. */
export function servicesLoader({ request }: LoaderFunctionArgs): null {
  preloadServices(new URL(request.url).searchParams);
  preloadTailorBrands();
  return null;
}

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
