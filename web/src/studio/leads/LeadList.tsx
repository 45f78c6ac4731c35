import { useEffect, useId, useRef } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import styled from 'styled-components';
import type { LeadList_query$key } from '../../__generated__/LeadList_query.graphql';
import { LoadMore } from '../../components/LoadMore';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { useLoadNextOrReport } from '../../relay/useLoadNextOrReport';
import { useRefetchOnKey } from '../../relay/useRefetchOnKey';
import { Button } from '../../components/Button';
import { EmptyState } from '../kit/EmptyState';
import { formatCount } from '../kit/format';
import { LeadCard } from './LeadCard';
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

const Summary = styled.p`
  margin-bottom: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 24rem), 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

interface LeadListProps {
  query: LeadList_query$key;
  /** A new value reloads the list from the server. */
  refreshKey: number;
  /** Whether filters narrow the list (which empty state to show). */
  filtered: boolean;
  onResetFilters: () => void;
  onLeadDeleted: () => void;
  onStatusUpdated: () => void;
}

const leadsNoun = (count: number) => (count === 1 ? 'lead' : 'leads');

/** The leads matching the filters, 100 at a time, with how many there are in all. */
export function LeadList({
  query,
  refreshKey,
  filtered,
  onResetFilters,
  onLeadDeleted,
  onStatusUpdated,
}: LeadListProps) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment(leadListFragment, query);
  const loadMore = useLoadNextOrReport(loadNext, LEADS_PAGE_SIZE, 'Failed to load more leads. Please try again.');
  useRefetchOnKey(refreshKey, refetch, LEADS_PAGE_SIZE);
  const titleId = useId();
  const { leads } = data;
  const shown = leads.edges.length;

  // A deleted card takes the focused Delete button with it; focus moves to the count instead.
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const emptyHeadingRef = useRef<HTMLHeadingElement>(null);
  const focusAfterDelete = useRef(false);
  useEffect(() => {
    if (!focusAfterDelete.current) return;
    focusAfterDelete.current = false;
    (summaryRef.current ?? emptyHeadingRef.current)?.focus();
  }, [shown]);
  const leadDeleted = () => {
    focusAfterDelete.current = true;
    onLeadDeleted();
  };

  const emptyState = filtered ? (
    <EmptyState
      title="No leads match your filters"
      message="Try adjusting your search criteria or filters."
      headingRef={emptyHeadingRef}
      action={
        <Button $variant="secondary" onClick={onResetFilters}>
          Reset filters
        </Button>
      }
    />
  ) : (
    <EmptyState
      title="No leads yet"
      message="When customers contact brands or submit orders, leads will appear here."
      headingRef={emptyHeadingRef}
    />
  );

  return (
    <section aria-labelledby={titleId}>
      <VisuallyHidden as="h2" id={titleId}>
        Leads
      </VisuallyHidden>
      {shown === 0 ? (
        emptyState
      ) : (
        <>
          <Summary ref={summaryRef} role="status" tabIndex={-1}>
            Showing {formatCount(shown)} of {formatCount(leads.totalCount)} {leadsNoun(leads.totalCount)}
          </Summary>
          <Cards>
            {leads.edges.map(({ node }) => (
              <li key={node.id}>
                <LeadCard
                  lead={node}
                  connectionId={leads.__id}
                  onStatusUpdated={onStatusUpdated}
                  onDeleted={leadDeleted}
                />
              </li>
            ))}
          </Cards>
          <LoadMore
            label="Load more leads"
            noun="leads"
            loaded={shown}
            total={leads.totalCount}
            hasNext={hasNext}
            isLoadingNext={isLoadingNext}
            onLoadMore={loadMore}
          />
        </>
      )}
    </section>
  );
}
