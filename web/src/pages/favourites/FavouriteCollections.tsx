import { graphql, usePaginationFragment } from 'react-relay';
import type { FavouriteCollections_query$key } from '../../__generated__/FavouriteCollections_query.graphql';
import { CollectionCard } from '../../components/catalogue/CollectionCard';
import { FavouritesSection } from './FavouritesSection';
import { FAVOURITES_PAGE_SIZE, refreshSize } from './favouritesPaging';
import { useRefetchOnKey } from '../../relay/useRefetchOnKey';
import { useLoadNextOrReport } from '../../relay/useLoadNextOrReport';

const favouriteCollectionsFragment = graphql`
  fragment FavouriteCollections_query on Query
  @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "String" })
  @refetchable(queryName: "FavouriteCollectionsPaginationQuery") {
    viewer {
      favourites {
        collections(first: $count, after: $cursor) @connection(key: "FavouriteCollections_collections") {
          totalCount
          edges {
            node {
              id
              ...CollectionCard_collection
            }
          }
        }
      }
    }
  }
`;

/** Saved collections, by title, a page at a time. */
export function FavouriteCollections({ query, fetchKey }: { query: FavouriteCollections_query$key; fetchKey: number }) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment(
    favouriteCollectionsFragment,
    query,
  );
  const loadMore = useLoadNextOrReport(
    loadNext,
    FAVOURITES_PAGE_SIZE,
    'Failed to load more favourite collections. Please try again.',
  );
  const collections = data.viewer?.favourites.collections;
  useRefetchOnKey(fetchKey, refetch, refreshSize(collections?.edges.length ?? 0));
  if (!collections) return null;
  return (
    <FavouritesSection
      title="Favourite Collections"
      count={collections.totalCount}
      emptyText="No favourite collections yet."
      pagination={{ loaded: collections.edges.length, hasNext, isLoadingNext, onLoadMore: loadMore }}
    >
      {collections.edges.map(({ node }) => (
        <li key={node.id}>
          <CollectionCard collection={node} />
        </li>
      ))}
    </FavouritesSection>
  );
}
