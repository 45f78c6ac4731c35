import { useId } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { CollectionList_query$key } from '../../__generated__/CollectionList_query.graphql';
import { ButtonLink } from '../../components/Button';
import { usePagedConnection } from '../../relay/usePagedConnection';
import { PagedResults } from '../kit/PagedResults';
import { TileGrid } from '../kit/RecordTile';
import { useFocusAfterRemoval } from '../kit/useFocusAfterRemoval';
import { CollectionRow } from './CollectionRow';
import { COLLECTIONS_PAGE_SIZE, NEW_COLLECTION_PATH } from './collectionsPaging';

const collectionListFragment = graphql`
  fragment CollectionList_query on Query
  @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "String" }, filter: { type: "CollectionFilter" })
  @refetchable(queryName: "CollectionListPaginationQuery") {
    managedCollections(first: $count, after: $cursor, filter: $filter)
      @connection(key: "CollectionList_managedCollections") {
      __id
      totalCount
      edges {
        node {
          id
          ...CollectionRow_collection
        }
      }
    }
  }
`;

/** The empty states' texts (the spec names none). */
export const NO_COLLECTIONS = {
  title: 'No collections yet',
  message: 'Group your pieces into a collection, with a main image and a gallery.',
};
export const NO_MATCHES = {
  title: 'No collections match your filters',
  message: 'Try another search or brand, or reset the filters.',
};

interface CollectionListProps {
  query: CollectionList_query$key;
  filtered: boolean;
  onResetFilters: () => void;
}

/** The collections the viewer manages that match the filters, newest first, a page at a time. */
export function CollectionList({ query, filtered, onResetFilters }: CollectionListProps) {
  const { data, ...pagination } = usePaginationFragment(collectionListFragment, query);
  const connection = data.managedCollections;
  const { items, paging } = usePagedConnection(
    connection,
    pagination,
    COLLECTIONS_PAGE_SIZE,
    'Failed to load more collections. Please try again.',
  );
  const titleId = useId();
  const { summaryRef, emptyHeadingRef, focusAfterRemoval } = useFocusAfterRemoval(items.length);

  return (
    <PagedResults
      heading="Collections"
      shown={items.length}
      paging={paging}
      nouns={{ one: 'collection', many: 'collections' }}
      loadMoreLabel="Load more collections"
      filtered={filtered}
      onResetFilters={onResetFilters}
      empty={{ ...NO_COLLECTIONS, action: <ButtonLink to={NEW_COLLECTION_PATH}>New Collection</ButtonLink> }}
      noMatches={NO_MATCHES}
      summaryRef={summaryRef}
      emptyHeadingRef={emptyHeadingRef}
    >
      <TileGrid $min="16rem">
        {items.map((node) => (
          <li key={node.id}>
            <CollectionRow collection={node} connectionId={connection.__id} onDeleted={focusAfterRemoval} />
          </li>
        ))}
      </TileGrid>
    </PagedResults>
  );
}
