import type { ReactNode } from 'react';
import { usePaginationFragment } from 'react-relay';
import type { GraphQLTaggedNode } from 'relay-runtime';
import type { KeyType } from 'react-relay/ReactRelayTypes';
import { usePagedConnection } from '../../../relay/usePagedConnection';
import { useRefetchOnKey } from '../../../relay/useRefetchOnKey';
import { PagedResults, type EmptyTexts } from '../PagedResults';
import { useFocusAfterRemoval } from '../useFocusAfterRemoval';

/** A connection as the list's fragment selects it: __id is there when items are removed in place. */
export interface ListConnection<TNode> {
  readonly __id?: string;
  readonly totalCount: number;
  readonly edges: ReadonlyArray<{ readonly node: TNode }>;
}

/** The words of a list: its hidden heading, its nouns, Load more, its two empty states. */
export interface ListTexts {
  heading: string;
  nouns: { one: string; many: string };
  loadMoreLabel: string;
  loadMoreFailed: string;
  empty: EmptyTexts;
  noMatches: EmptyTexts;
}

/** What an item renderer gets beside the item. */
export interface ListItemContext {
  /** The connection's id, for mutations that add or remove items in place. */
  connectionId: string;
  /** Call after an item went away with the focused control (a delete): focus moves to the count. */
  removed: () => void;
}

interface ConnectionListProps<TData, TNode extends { readonly id: string }> {
  /** The list's pagination fragment (@refetchable, @connection). */
  fragment: GraphQLTaggedNode;
  /** The query's data holding the fragment. */
  query: KeyType;
  /** The connection in the fragment's data (typed by the fragment's generated $data). */
  connection: (data: TData) => ListConnection<TNode>;
  pageSize: number;
  texts: ListTexts;
  filtered: boolean;
  onResetFilters: () => void;
  /** A new value reloads the loaded items from the server (after a change). */
  refreshKey?: number;
  /** The ul or ol around the items (cards, rows). */
  container: (items: ReactNode) => ReactNode;
  renderItem: (item: TNode, context: ListItemContext) => ReactNode;
}

/**
 * Any studio list over a GraphQL connection: 'Showing N of M', the items a page at a time with
 * Load more, the two empty states, refreshes that keep what was loaded, and focus that moves to
 * the count when an item goes away.
 */
export function ConnectionList<TData, TNode extends { readonly id: string }>({
  fragment,
  query,
  connection: connectionOf,
  pageSize,
  texts,
  refreshKey = 0,
  container,
  renderItem,
  ...rest
}: ConnectionListProps<TData, TNode>) {
  const pagination = usePaginationFragment(fragment, query);
  const connection = connectionOf(pagination.data as TData);
  const { items, paging } = usePagedConnection(connection, pagination, pageSize, texts.loadMoreFailed);
  useRefetchOnKey(refreshKey, pagination.refetch, Math.max(items.length, pageSize));
  const { summaryRef, emptyHeadingRef, focusAfterRemoval } = useFocusAfterRemoval(items.length);
  const context: ListItemContext = { connectionId: connection.__id ?? '', removed: focusAfterRemoval };

  return (
    <PagedResults
      heading={texts.heading}
      shown={items.length}
      paging={paging}
      nouns={texts.nouns}
      loadMoreLabel={texts.loadMoreLabel}
      filtered={rest.filtered}
      onResetFilters={rest.onResetFilters}
      empty={texts.empty}
      noMatches={texts.noMatches}
      summaryRef={summaryRef}
      emptyHeadingRef={emptyHeadingRef}
    >
      {container(items.map((item) => <li key={item.id}>{renderItem(item, context)}</li>))}
    </PagedResults>
  );
}
