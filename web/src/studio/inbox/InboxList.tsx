import { graphql } from 'react-relay';
import styled from 'styled-components';
import type { InboxList_query$data } from '../../__generated__/InboxList_query.graphql';
import { connectionListOf } from '../kit/list/ConnectionList';
import { listTexts } from '../kit/list/listTexts';
import { INBOX_TEXTS } from './inboxMessages';
import { INBOX_PAGE_SIZE } from './inboxPaging';
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

interface InboxListProps {
  openEntryId: string | null;
  onOpen: (entryId: string) => void;
}

/** The entries matching the filters, newest first, a page at a time. */
export const InboxList = connectionListOf({
  query: inboxResultsQuery,
  fragment: inboxListFragment,
  connection: (data: InboxList_query$data) => data.inbox,
  pageSize: INBOX_PAGE_SIZE,
  texts: listTexts({
    nouns: { one: 'entry', many: 'entries' },
    heading: 'Inbox entries',
    loadMoreFailed: INBOX_TEXTS.loadMoreFailed,
    empty: INBOX_TEXTS.empty,
    noMatches: INBOX_TEXTS.noMatches,
  }),
  container: (items) => <Rows>{items}</Rows>,
  renderItem: (entry, _, { openEntryId, onOpen }: InboxListProps) => (
    <InboxRow entry={entry} open={entry.id === openEntryId} onOpen={onOpen} />
  ),
});
