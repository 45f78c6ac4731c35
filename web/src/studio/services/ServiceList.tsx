import { graphql } from 'react-relay';
import type { ServiceList_query$data } from '../../__generated__/ServiceList_query.graphql';
import { ButtonLink } from '../../components/Button';
import { connectionListOf } from '../kit/list/ConnectionList';
import { listTexts } from '../kit/list/listTexts';
import { RecordRows } from '../kit/surfaces';
import { serviceResultsQuery } from './ServiceResults';
import { ServiceRow } from './ServiceRow';
import { SERVICES_PAGE_SIZE } from './servicesPaging';
import { NEW_SERVICE_PATH } from './paths';

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

/** The services the viewer manages that match the filters, newest first, a page at a time. */
export const ServiceList = connectionListOf({
  query: serviceResultsQuery,
  fragment: serviceListFragment,
  connection: (data: ServiceList_query$data) => data.managedServices,
  pageSize: SERVICES_PAGE_SIZE,
  texts: listTexts({
    nouns: { one: 'service', many: 'services' },
    empty: {
      message: 'Offer consultations, alterations, custom design or fittings from your tailor brands.',
      action: <ButtonLink to={NEW_SERVICE_PATH}>Add Service</ButtonLink>,
    },
    noMatches: { message: 'Try another search, brand or type, or reset the filters.' },
  }),
  container: (items) => <RecordRows>{items}</RecordRows>,
  renderItem: (service) => <ServiceRow service={service} />,
});
