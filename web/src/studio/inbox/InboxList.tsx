import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import styled from 'styled-components';
import type { InboxList_query$data } from '../../__generated__/InboxList_query.graphql';
import type { InboxResultsQuery } from '../../__generated__/InboxResultsQuery.graphql';
import { ConnectionList } from '../kit/list/ConnectionList';
import { INBOX_TEXTS } from './inboxMessages';
import { INBOX_PAGE_SIZE } from './inboxPaths';
import { inboxResultsQuery } from './InboxResults';
import { InboxRow } from './InboxRow';

const inboxListFragment = graphql`
  fragment InboxList_query on Query
  @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "String" }, filter: { type: "InboxFilter" })
  @refetchable(queryName: "InboxListPaginationQuery") {
    inbox(first: $count, after: $cursor, filter: $filter) @connection(key: "InboxList_inbox") {
      totalCount
      edges {
        node {
          id
          ...InboxRow_entry
        }
      }
    }
  }
`;

const Rows = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.paper};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.soft};
  overflow: hidden;

  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.line};
  }
`;

const TEXTS = {
  heading: 'Inbox entries',
  nouns: { one: 'entry', many: 'entries' },
  loadMoreLabel: 'Load more entries',
  loadMoreFailed: INBOX_TEXTS.loadMoreFailed,
  empty: INBOX_TEXTS.empty,
  noMatches: INBOX_TEXTS.noMatches,
};

interface InboxListProps {
  queryRef: PreloadedQuery<InboxResultsQuery>;
  filtered: boolean;
  onResetFilters: () => void;
  openEntryId: string | null;
  onOpen: (entryId: string) => void;
}

/** The entries matching the filters, newest first, a page at a time. */
export function InboxList({ queryRef, openEntryId, onOpen, ...list }: InboxListProps) {
  const query = usePreloadedQuery<InboxResultsQuery>(inboxResultsQuery, queryRef);
  return (
    <ConnectionList
      {...list}
      fragment={inboxListFragment}
      query={query}
      connection={(data: InboxList_query$data) => data.inbox}
      pageSize={INBOX_PAGE_SIZE}
      texts={TEXTS}
      container={(items) => <Rows>{items}</Rows>}
      renderItem={(node) => <InboxRow entry={node} open={node.id === openEntryId} onOpen={onOpen} />}
    />
  );
}
