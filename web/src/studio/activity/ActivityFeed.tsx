import { graphql, usePaginationFragment } from 'react-relay';
import styled from 'styled-components';
import type { ActivityFeed_query$key } from '../../__generated__/ActivityFeed_query.graphql';
import { usePagedConnection } from '../../relay/usePagedConnection';
import { useRefetchOnKey } from '../../relay/useRefetchOnKey';
import { PagedResults } from '../kit/PagedResults';
import { ActivityEntry } from './ActivityEntry';
import { ACTIVITY_PAGE_SIZE } from './activityPaging';

const activityFeedFragment = graphql`
  fragment ActivityFeed_query on Query
  @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "String" }, filter: { type: "AuditFilter" })
  @refetchable(queryName: "ActivityFeedPaginationQuery") {
    auditEvents(first: $count, after: $cursor, filter: $filter) @connection(key: "ActivityFeed_auditEvents") {
      totalCount
      edges {
        node {
          id
          ...ActivityEntry_event
        }
      }
    }
  }
`;

const Entries = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  > li {
    min-width: 0;
  }
`;

interface ActivityFeedProps {
  query: ActivityFeed_query$key;
  /** A new value reloads the feed from the server (the Refresh button). */
  refreshKey: number;
  filtered: boolean;
  onResetFilters: () => void;
}

/** The trail, newest first, a page at a time. */
export function ActivityFeed({ query, refreshKey, filtered, onResetFilters }: ActivityFeedProps) {
  const pagination = usePaginationFragment(activityFeedFragment, query);
  const { items: events, paging } = usePagedConnection(
    pagination.data.auditEvents,
    pagination,
    ACTIVITY_PAGE_SIZE,
    'Failed to load more activity. Please try again.',
  );
  useRefetchOnKey(refreshKey, pagination.refetch, Math.max(events.length, ACTIVITY_PAGE_SIZE));

  return (
    <PagedResults
      heading="Activity"
      shown={events.length}
      paging={paging}
      nouns={{ one: 'entry', many: 'entries' }}
      loadMoreLabel="Load more activity"
      filtered={filtered}
      onResetFilters={onResetFilters}
      empty={{ title: 'No activity yet', message: 'Changes made in the studio will appear here.' }}
      noMatches={{ title: 'No activity matches your filters', message: 'Try another person, record type or dates.' }}
    >
      <Entries aria-label="Activity, newest first">
        {events.map((event) => (
          <li key={event.id}>
            <ActivityEntry event={event} />
          </li>
        ))}
      </Entries>
    </PagedResults>
  );
}
