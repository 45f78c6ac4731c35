import { graphql, useLazyLoadQuery } from 'react-relay';
import type { ServiceResultsQuery } from '../../__generated__/ServiceResultsQuery.graphql';
import type { ServiceFilterInput } from './serviceFilters';
import { ServiceList } from './ServiceList';
import { SERVICES_PAGE_SIZE } from './servicesPaths';

export const serviceResultsQuery = graphql`
  query ServiceResultsQuery($count: Int!, $filter: ManagedServiceFilter) {
    ...ServiceList_query @arguments(count: $count, filter: $filter)
  }
`;

interface ServiceResultsProps {
  filter: ServiceFilterInput | null;
  /** A new value loads the list afresh (Try Again, or ?refresh=1 after a delete). */
  fetchKey: string;
  filtered: boolean;
  onResetFilters: () => void;
}

/** Loads the first page of services for the filters, always from the server. */
export function ServiceResults({ filter, fetchKey, ...listProps }: ServiceResultsProps) {
  const data = useLazyLoadQuery<ServiceResultsQuery>(
    serviceResultsQuery,
    { count: SERVICES_PAGE_SIZE, filter },
    { fetchPolicy: 'network-only', fetchKey },
  );
  return <ServiceList query={data} {...listProps} />;
}
