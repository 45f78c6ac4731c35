import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import styled from 'styled-components';
import type { LeadList_query$data } from '../../__generated__/LeadList_query.graphql';
import type { LeadResultsQuery } from '../../__generated__/LeadResultsQuery.graphql';
import { ConnectionList } from '../kit/list/ConnectionList';
import { LeadCard } from './LeadCard';
import { leadResultsQuery } from './LeadResults';
import { LEADS_PAGE_SIZE } from './leadsPaging';

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

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 24rem), 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const TEXTS = {
  heading: 'Leads',
  nouns: { one: 'lead', many: 'leads' },
  loadMoreLabel: 'Load more leads',
  loadMoreFailed: 'Failed to load more leads. Please try again.',
  empty: { title: 'No leads yet', message: 'When customers contact brands or submit orders, leads will appear here.' },
  noMatches: { title: 'No leads match your filters', message: 'Try adjusting your search criteria or filters.' },
};

interface LeadListProps {
  queryRef: PreloadedQuery<LeadResultsQuery>;
  /** A new value reloads the list from the server. */
  refreshKey: number;
  /** Whether filters narrow the list (which empty state to show). */
  filtered: boolean;
  onResetFilters: () => void;
  onLeadDeleted: () => void;
  onStatusUpdated: () => void;
}

/** The leads matching the filters, 100 at a time, with how many there are in all. */
export function LeadList({ queryRef, onLeadDeleted, onStatusUpdated, ...list }: LeadListProps) {
  const query = usePreloadedQuery<LeadResultsQuery>(leadResultsQuery, queryRef);
  return (
    <ConnectionList
      {...list}
      fragment={leadListFragment}
      query={query}
      connection={(data: LeadList_query$data) => data.leads}
      pageSize={LEADS_PAGE_SIZE}
      texts={TEXTS}
      container={(items) => <Cards>{items}</Cards>}
      renderItem={(node, { connectionId, removed }) => (
        <LeadCard
          lead={node}
          connectionId={connectionId}
          onStatusUpdated={onStatusUpdated}
          onDeleted={() => {
            removed();
            onLeadDeleted();
          }}
        />
      )}
    />
  );
}
