import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { ServiceList_query$data } from '../../__generated__/ServiceList_query.graphql';
import type { ServiceResultsQuery } from '../../__generated__/ServiceResultsQuery.graphql';
import { ConnectionList } from '../kit/list/ConnectionList';
import { ButtonLink } from '../../components/Button';
import { RecordRows } from '../kit/RecordRow';
import { ServiceRow } from './ServiceRow';
import { NEW_SERVICE_PATH, SERVICES_PAGE_SIZE } from './servicesPaths';
import { serviceResultsQuery } from './ServiceResults';

const serviceListFragment = graphql`
  fragment ServiceList_query on Query
  @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "String" }, filter: { type: "ManagedServiceFilter" })
  @refetchable(queryName: "ServiceListPaginationQuery") {
    managedServices(first: $count, after: $cursor, filter: $filter) @connection(key: "ServiceList_managedServices") {
      totalCount
      edges {
        node {
          id
          ...ServiceRow_product
        }
      }
    }
  }
`;

const TEXTS = {
  heading: 'Services',
  nouns: { one: 'service', many: 'services' },
  loadMoreLabel: 'Load more services',
  loadMoreFailed: 'Failed to load more services. Please try again.',
  empty: {
    title: 'No services yet',
    message: 'Offer consultations, alterations, custom design or fittings from your tailor brands.',
    action: <ButtonLink to={NEW_SERVICE_PATH}>Add Service</ButtonLink>,
  },
  noMatches: {
    title: 'No services match your filters',
    message: 'Try another search, brand or type, or reset the filters.',
  },
};

interface ServiceListProps {
  queryRef: PreloadedQuery<ServiceResultsQuery>;
  filtered: boolean;
  onResetFilters: () => void;
}

/** The services the viewer manages that match the filters, newest first, a page at a time. */
export function ServiceList({ queryRef, ...list }: ServiceListProps) {
  const query = usePreloadedQuery<ServiceResultsQuery>(serviceResultsQuery, queryRef);
  return (
    <ConnectionList
      {...list}
      fragment={serviceListFragment}
      query={query}
      connection={(data: ServiceList_query$data) => data.managedServices}
      pageSize={SERVICES_PAGE_SIZE}
      texts={TEXTS}
      container={(items) => <RecordRows>{items}</RecordRows>}
      renderItem={(node) => <ServiceRow service={node} />}
    />
  );
}
