import { graphql, useLazyLoadQuery } from 'react-relay';
import type { ActivityResultsQuery } from '../../__generated__/ActivityResultsQuery.graphql';
import type { AuditFilterInput } from './activityFilters';
import { ActivityFeed } from './ActivityFeed';
import { ACTIVITY_PAGE_SIZE } from './activityPaging';

const activityResultsQuery = graphql`
  query ActivityResultsQuery($count: Int!, $filter: AuditFilter) {
    ...ActivityFeed_query @arguments(count: $count, filter: $filter)
  }
`;

interface ActivityResultsProps {
  filter: AuditFilterInput | null;
  /** A new value loads the feed afresh (Try Again after a failure). */
  fetchKey: string;
  refreshKey: number;
  filtered: boolean;
  onResetFilters: () => void;
}

/** Loads the newest page of the trail for the filters, always from the server. */
export function ActivityResults({ filter, fetchKey, ...feedProps }: ActivityResultsProps) {
  const data = useLazyLoadQuery<ActivityResultsQuery>(
    activityResultsQuery,
    { count: ACTIVITY_PAGE_SIZE, filter },
    { fetchPolicy: 'network-only', fetchKey },
  );
  return <ActivityFeed query={data} {...feedProps} />;
}
