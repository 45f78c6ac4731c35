import { graphql, useLazyLoadQuery } from 'react-relay';
import type { RecentLeadsQuery } from '../../__generated__/RecentLeadsQuery.graphql';
import { DASHBOARD_PAGE_SIZE } from './dashboardPaging';
import { RecentLeadsTable } from './RecentLeadsTable';

const recentLeadsQuery = graphql`
  query RecentLeadsQuery($count: Int!) {
    ...RecentLeadsTable_query @arguments(count: $count)
  }
`;

interface RecentLeadsProps {
  /** Changes when the leads are retried after a failure: the list is fetched afresh. */
  fetchKey: string;
  /** Changes on every dashboard refresh: the loaded pages are refetched in place. */
  refreshKey: number;
  onStatusSaved: () => void;
}

/** The first page of the newest leads the viewer may see (all of them for admins, their brands' for a brand admin). */
export function RecentLeads({ fetchKey, refreshKey, onStatusSaved }: RecentLeadsProps) {
  const data = useLazyLoadQuery<RecentLeadsQuery>(
    recentLeadsQuery,
    { count: DASHBOARD_PAGE_SIZE },
    { fetchPolicy: 'network-only', fetchKey },
  );
  return <RecentLeadsTable query={data} refreshKey={refreshKey} onStatusSaved={onStatusSaved} />;
}
