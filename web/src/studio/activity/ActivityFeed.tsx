import { graphql } from 'react-relay';
import type { ActivityFeed_query$data } from '../../__generated__/ActivityFeed_query.graphql';
import { connectionListOf } from '../kit/list/ConnectionList';
import { listTexts } from '../kit/list/listTexts';
import { ActivityEntry } from './ActivityEntry';
import { ACTIVITY_PAGE_SIZE } from './activityPaging';
import { activityResultsQuery } from './ActivityResults';
import { RecordRows } from '../kit/surfaces';

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

/** The trail, newest first, a page at a time. */
export const ActivityFeed = connectionListOf({
  query: activityResultsQuery,
  fragment: activityFeedFragment,
  connection: (data: ActivityFeed_query$data) => data.auditEvents,
  pageSize: ACTIVITY_PAGE_SIZE,
  texts: listTexts({
    nouns: { one: 'entry', many: 'entries' },
    subject: 'activity',
    empty: { message: 'Changes made in the studio will appear here.' },
    noMatches: { title: 'No activity matches your filters', message: 'Try another person, record type or dates.' },
  }),
  container: (items) => (
    <RecordRows as="ol" aria-label="Activity, newest first">
      {items}
    </RecordRows>
  ),
  renderItem: (event) => <ActivityEntry event={event} />,
});
