import { graphql, usePaginationFragment } from 'react-relay';
import styled from 'styled-components';
import type { InboxList_query$key } from '../../__generated__/InboxList_query.graphql';
import { usePagedConnection } from '../../relay/usePagedConnection';
import { PagedResults } from '../kit/PagedResults';
import { INBOX_TEXTS } from './inboxMessages';
import { INBOX_PAGE_SIZE } from './inboxPaths';
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
  query: InboxList_query$key;
  filtered: boolean;
  onResetFilters: () => void;
  openEntryId: string | null;
  onOpen: (entryId: string) => void;
}

/** The entries matching the filters, newest first, a page at a time. */
export function InboxList({ query, filtered, onResetFilters, openEntryId, onOpen }: InboxListProps) {
  const { data, ...pagination } = usePaginationFragment(inboxListFragment, query);
  const { items, paging } = usePagedConnection(data.inbox, pagination, INBOX_PAGE_SIZE, INBOX_TEXTS.loadMoreFailed);

  return (
    <PagedResults
      heading="Inbox entries"
      shown={items.length}
      paging={paging}
      nouns={{ one: 'entry', many: 'entries' }}
      loadMoreLabel="Load more entries"
      filtered={filtered}
      onResetFilters={onResetFilters}
      empty={INBOX_TEXTS.empty}
      noMatches={INBOX_TEXTS.noMatches}
    >
      <Rows>
        {items.map((node) => (
          <li key={node.id}>
            <InboxRow entry={node} open={node.id === openEntryId} onOpen={onOpen} />
          </li>
        ))}
      </Rows>
    </PagedResults>
  );
}
