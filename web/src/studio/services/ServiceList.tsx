import { graphql, usePaginationFragment } from 'react-relay';
import type { ServiceList_query$key } from '../../__generated__/ServiceList_query.graphql';
import { ButtonLink } from '../../components/Button';
import { usePagedConnection } from '../../relay/usePagedConnection';
import { PagedResults } from '../kit/PagedResults';
import { RecordRows } from '../kit/RecordRow';
import { ServiceRow } from './ServiceRow';
import { NEW_SERVICE_PATH, SERVICES_PAGE_SIZE } from './servicesPaths';

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

/** The empty states' texts (the spec names none). */
export const NO_SERVICES = {
  title: 'No services yet',
  message: 'Offer consultations, alterations, custom design or fittings from your tailor brands.',
};
export const NO_MATCHING_SERVICES = {
  title: 'No services match your filters',
  message: 'Try another search, brand or type, or reset the filters.',
};

interface ServiceListProps {
  query: ServiceList_query$key;
  filtered: boolean;
  onResetFilters: () => void;
}

/** The services the viewer manages that match the filters, newest first, a page at a time. */
export function ServiceList({ query, filtered, onResetFilters }: ServiceListProps) {
  const { data, ...pagination } = usePaginationFragment(serviceListFragment, query);
  const { items, paging } = usePagedConnection(
    data.managedServices,
    pagination,
    SERVICES_PAGE_SIZE,
    'Failed to load more services. Please try again.',
  );
  return (
    <PagedResults
      heading="Services"
      shown={items.length}
      paging={paging}
      nouns={{ one: 'service', many: 'services' }}
      loadMoreLabel="Load more services"
      filtered={filtered}
      onResetFilters={onResetFilters}
      empty={{ ...NO_SERVICES, action: <ButtonLink to={NEW_SERVICE_PATH}>Add Service</ButtonLink> }}
      noMatches={NO_MATCHING_SERVICES}
    >
      <RecordRows>
        {items.map((node) => (
          <li key={node.id}>
            <ServiceRow service={node} />
          </li>
        ))}
      </RecordRows>
    </PagedResults>
  );
}
