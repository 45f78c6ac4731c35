import type { ReactNode } from 'react';
import { usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { KeyType } from 'react-relay/ReactRelayTypes';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { usePagedConnection } from '../../../relay/usePagedConnection';
import { useRefetchOnKey } from '../../../relay/useRefetchOnKey';
import { PagedResults } from '../PagedResults';
import { useFocusAfterRemoval } from '../useFocusAfterRemoval';
import type { ListTexts } from './listTexts';

/** A connection as the list's fragment selects it: __id is there when items are removed in place. */
export interface ListConnection<TNode> {
  readonly __id?: string;
  readonly totalCount: number;
  readonly edges: ReadonlyArray<{ readonly node: TNode }>;
}

/** What an item renderer gets beside the item. */
export interface ListItemContext {
  /** The connection's id, for mutations that add or remove items in place. */
  connectionId: string;
  /** Call after an item went away with the focused control (a delete): focus moves to the count. */
  removed: () => void;
}

/** What every declared list takes from its page. */
export interface ConnectionListProps {
  /** The query its route started (StudioListRoute hands it over). */
  queryRef: PreloadedQuery<OperationType>;
  /** Whether filters narrow the list (which empty state to show). */
  filtered: boolean;
  onResetFilters: () => void;
  /** A new value reloads the loaded items from the server (after a change). */
  refreshKey?: number;
}

/** A studio list over a GraphQL connection; TProps are the page's props beside ConnectionListProps. */
interface ConnectionListDeclaration<TData, TNode, TProps> {
  /** The route's query (a `<Section>Results.ts`), which spreads the fragment. */
  query: GraphQLTaggedNode;
  /** The list's pagination fragment (@refetchable, @connection). */
  fragment: GraphQLTaggedNode;
  /** The connection in the fragment's data (typed by the fragment's generated $data). */
  connection: (data: TData) => ListConnection<TNode>;
  pageSize: number;
  /** The list's words (listTexts); a function of the page's props when an empty state acts on them. */
  texts: ListTexts | ((props: TProps) => ListTexts);
  /** The ul or ol around the items (cards, rows). */
  container: (items: ReactNode) => ReactNode;
  renderItem: (item: TNode, context: ListItemContext, props: TProps) => ReactNode;
}

/**
 * Declares a studio list over a GraphQL connection: 'Showing N of M', the items a page at a time
 * with Load more, the two empty states, refreshes that keep what was loaded, and focus that moves
 * to the count when an item goes away. Returns the list's component.
 */
export function connectionListOf<TData, TNode extends { readonly id: string }, TProps extends object = object>(
  list: ConnectionListDeclaration<TData, TNode, TProps>,
) {
  return function ConnectionList({
    queryRef,
    filtered,
    onResetFilters,
    refreshKey = 0,
    ...rest
  }: ConnectionListProps & TProps) {
    const props = rest as unknown as TProps;
    const query = usePreloadedQuery(list.query, queryRef) as KeyType;
    const pagination = usePaginationFragment(list.fragment, query);
    const connection = list.connection(pagination.data as TData);
    const texts = typeof list.texts === 'function' ? list.texts(props) : list.texts;
    const { items, paging } = usePagedConnection(connection, pagination, list.pageSize, texts.loadMoreFailed);
    useRefetchOnKey(refreshKey, pagination.refetch, Math.max(items.length, list.pageSize));
    const { summaryRef, emptyHeadingRef, focusAfterRemoval } = useFocusAfterRemoval(items.length);
    const context: ListItemContext = { connectionId: connection.__id ?? '', removed: focusAfterRemoval };

    return (
      <PagedResults
        texts={texts}
        shown={items.length}
        paging={paging}
        filtered={filtered}
        onResetFilters={onResetFilters}
        summaryRef={summaryRef}
        emptyHeadingRef={emptyHeadingRef}
      >
        {list.container(items.map((item) => <li key={item.id}>{list.renderItem(item, context, props)}</li>))}
      </PagedResults>
    );
  };
}
