import { graphql, useLazyLoadQuery } from 'react-relay';
import type { InboxResultsQuery } from '../../__generated__/InboxResultsQuery.graphql';
import type { InboxFilterInput } from './inboxFilters';
import { InboxList } from './InboxList';
import { INBOX_PAGE_SIZE } from './inboxPaths';

export const inboxResultsQuery = graphql`
  query InboxResultsQuery($count: Int!, $filter: InboxFilter) {
    ...InboxList_query @arguments(count: $count, filter: $filter)
  }
`;

interface InboxResultsProps {
  filter: InboxFilterInput | null;
  /** A new value loads the list afresh (Try Again after a failure, after Mark all as read). */
  fetchKey: string;
  filtered: boolean;
  onResetFilters: () => void;
  openEntryId: string | null;
  onOpen: (entryId: string) => void;
}

/** Loads the first page of the inbox for the filters, always from the server. */
export function InboxResults({ filter, fetchKey, ...listProps }: InboxResultsProps) {
  const data = useLazyLoadQuery<InboxResultsQuery>(
    inboxResultsQuery,
    { count: INBOX_PAGE_SIZE, filter },
    { fetchPolicy: 'network-only', fetchKey },
  );
  return <InboxList query={data} {...listProps} />;
}
