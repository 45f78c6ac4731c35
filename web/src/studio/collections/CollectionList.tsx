import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { CollectionList_query$data } from '../../__generated__/CollectionList_query.graphql';
import type { CollectionResultsQuery } from '../../__generated__/CollectionResultsQuery.graphql';
import { ButtonLink } from '../../components/Button';
import { ConnectionList } from '../kit/list/ConnectionList';
import { TileGrid } from '../kit/RecordTile';
import { collectionResultsQuery } from './CollectionResults';
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

/** The list's words (the spec names none). */
const TEXTS = {
  heading: 'Collections',
  nouns: { one: 'collection', many: 'collections' },
  loadMoreLabel: 'Load more collections',
  loadMoreFailed: 'Failed to load more collections. Please try again.',
  empty: {
    title: 'No collections yet',
    message: 'Group your pieces into a collection, with a main image and a gallery.',
    action: <ButtonLink to={NEW_COLLECTION_PATH}>New Collection</ButtonLink>,
  },
  noMatches: {
    title: 'No collections match your filters',
    message: 'Try another search or brand, or reset the filters.',
  },
};

interface CollectionListProps {
  queryRef: PreloadedQuery<CollectionResultsQuery>;
  filtered: boolean;
  onResetFilters: () => void;
}

/** The collections the viewer manages that match the filters, newest first, a page at a time. */
export function CollectionList({ queryRef, ...list }: CollectionListProps) {
  const query = usePreloadedQuery<CollectionResultsQuery>(collectionResultsQuery, queryRef);
  return (
    <ConnectionList
      {...list}
      fragment={collectionListFragment}
      query={query}
      connection={(data: CollectionList_query$data) => data.managedCollections}
      pageSize={COLLECTIONS_PAGE_SIZE}
      texts={TEXTS}
      container={(items) => <TileGrid $min="16rem">{items}</TileGrid>}
      renderItem={(node, { connectionId, removed }) => (
        <CollectionRow collection={node} connectionId={connectionId} onDeleted={removed} />
      )}
    />
  );
}
