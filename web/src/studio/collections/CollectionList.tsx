import { graphql } from 'react-relay';
import type { CollectionList_query$data } from '../../__generated__/CollectionList_query.graphql';
import { ButtonLink } from '../../components/Button';
import { connectionListOf } from '../kit/list/ConnectionList';
import { listTexts } from '../kit/list/listTexts';
import { TileGrid } from '../kit/RecordTile';
import { collectionResultsQuery } from './CollectionResults';
import { CollectionRow } from './CollectionRow';
import { COLLECTIONS_PAGE_SIZE } from './collectionsPaging';
import { collectionsPaths } from './paths';

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

/** The collections the viewer manages that match the filters, newest first, a page at a time. */
export const CollectionList = connectionListOf({
  query: collectionResultsQuery,
  fragment: collectionListFragment,
  connection: (data: CollectionList_query$data) => data.managedCollections,
  pageSize: COLLECTIONS_PAGE_SIZE,
  // The spec names none of these words.
  texts: listTexts({
    nouns: { one: 'collection', many: 'collections' },
    empty: {
      message: 'Group your pieces into a collection, with a main image and a gallery.',
      action: <ButtonLink to={collectionsPaths.new}>New Collection</ButtonLink>,
    },
    noMatches: { message: 'Try another search or brand, or reset the filters.' },
  }),
  container: (items) => <TileGrid $min="16rem">{items}</TileGrid>,
  renderItem: (collection, { connectionId, removed }) => (
    <CollectionRow collection={collection} connectionId={connectionId} onDeleted={removed} />
  ),
});
