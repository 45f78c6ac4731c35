import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import styled from 'styled-components';
import type { ActivityFeed_query$data } from '../../__generated__/ActivityFeed_query.graphql';
import type { ActivityResultsQuery } from '../../__generated__/ActivityResultsQuery.graphql';
import { ConnectionList } from '../kit/list/ConnectionList';
import { ActivityEntry } from './ActivityEntry';
import { ACTIVITY_PAGE_SIZE } from './activityPaging';
import { activityResultsQuery } from './ActivityResults';

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

const TEXTS = {
  heading: 'Activity',
  nouns: { one: 'entry', many: 'entries' },
  loadMoreLabel: 'Load more activity',
  loadMoreFailed: 'Failed to load more activity. Please try again.',
  empty: { title: 'No activity yet', message: 'Changes made in the studio will appear here.' },
  noMatches: { title: 'No activity matches your filters', message: 'Try another person, record type or dates.' },
};

interface ActivityFeedProps {
  queryRef: PreloadedQuery<ActivityResultsQuery>;
  /** A new value reloads the feed from the server (the Refresh button). */
  refreshKey: number;
  filtered: boolean;
  onResetFilters: () => void;
}

/** The trail, newest first, a page at a time. */
export function ActivityFeed({ queryRef, ...list }: ActivityFeedProps) {
  const query = usePreloadedQuery<ActivityResultsQuery>(activityResultsQuery, queryRef);
  return (
    <ConnectionList
      {...list}
      fragment={activityFeedFragment}
      query={query}
      connection={(data: ActivityFeed_query$data) => data.auditEvents}
      pageSize={ACTIVITY_PAGE_SIZE}
      texts={TEXTS}
      container={(items) => <Entries aria-label="Activity, newest first">{items}</Entries>}
      renderItem={(event) => <ActivityEntry event={event} />}
    />
  );
}
