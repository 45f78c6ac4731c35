import { graphql } from 'react-relay';
import type { LeadList_query$data } from '../../__generated__/LeadList_query.graphql';
import { connectionListOf } from '../kit/list/ConnectionList';
import { listTexts } from '../kit/list/listTexts';
import { LeadCard } from './LeadCard';
import { leadResultsQuery } from './LeadResults';
import { LEADS_PAGE_SIZE } from './leadsPaging';
import { TileGrid } from '../kit/RecordTile';

const leadListFragment = graphql`
  fragment LeadList_query on Query
  @argumentDefinitions(
    count: { type: "Int!" }
    cursor: { type: "String" }
    filter: { type: "LeadFilter" }
    orderBy: { type: "LeadSort" }
  )
  @refetchable(queryName: "LeadListPaginationQuery") {
    leads(first: $count, after: $cursor, filter: $filter, orderBy: $orderBy) @connection(key: "LeadList_leads") {
      __id
      totalCount
      edges {
        node {
          id
          ...LeadCard_lead
        }
      }
    }
  }
`;

interface LeadListProps {
  onLeadDeleted: () => void;
  onStatusUpdated: () => void;
}

/** The leads matching the filters, 100 at a time, with how many there are in all. */
export const LeadList = connectionListOf({
  query: leadResultsQuery,
  fragment: leadListFragment,
  connection: (data: LeadList_query$data) => data.leads,
  pageSize: LEADS_PAGE_SIZE,
  texts: listTexts({
    nouns: { one: 'lead', many: 'leads' },
    empty: { message: 'When customers contact brands or submit orders, leads will appear here.' },
    noMatches: { message: 'Try adjusting your search criteria or filters.' },
  }),
  container: (items) => <TileGrid $min="24rem">{items}</TileGrid>,
  renderItem: (lead, { connectionId, removed }, { onLeadDeleted, onStatusUpdated }: LeadListProps) => (
    <LeadCard
      lead={lead}
      connectionId={connectionId}
      onStatusUpdated={onStatusUpdated}
      onDeleted={() => {
        removed();
        onLeadDeleted();
      }}
    />
  ),
});
