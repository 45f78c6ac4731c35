import { graphql, usePaginationFragment } from 'react-relay';
import type { FavouriteProducts_query$key } from '../../__generated__/FavouriteProducts_query.graphql';
import { ProductCard } from '../../components/catalogue/ProductCard';
import { FavouritesSection } from './FavouritesSection';
import { FAVOURITES_PAGE_SIZE, refreshSize } from './favouritesPaging';
import { useRefetchOnKey } from '../../relay/useRefetchOnKey';
import { useLoadNextOrReport } from '../../relay/useLoadNextOrReport';

const favouriteProductsFragment = graphql`
  fragment FavouriteProducts_query on Query
  @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "String" })
  @refetchable(queryName: "FavouriteProductsPaginationQuery") {
    viewer {
      favourites {
        products(first: $count, after: $cursor) @connection(key: "FavouriteProducts_products") {
          totalCount
          edges {
            node {
              id
              ...ProductCard_product
            }
          }
        }
      }
    }
  }
`;

/** Saved products, by title, a page at a time. */
export function FavouriteProducts({ query, fetchKey }: { query: FavouriteProducts_query$key; fetchKey: number }) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment(favouriteProductsFragment, query);
  const loadMore = useLoadNextOrReport(
    loadNext,
    FAVOURITES_PAGE_SIZE,
    'Failed to load more favourite products. Please try again.',
  );
  const products = data.viewer?.favourites.products;
  useRefetchOnKey(fetchKey, refetch, refreshSize(products?.edges.length ?? 0));
  if (!products) return null;
  return (
    <FavouritesSection
      title="Favourite Products"
      count={products.totalCount}
      emptyText="No favourite products yet."
      pagination={{ loaded: products.edges.length, hasNext, isLoadingNext, onLoadMore: loadMore }}
    >
      {products.edges.map(({ node }) => (
        <li key={node.id}>
          <ProductCard product={node} layout="grid" />
        </li>
      ))}
    </FavouritesSection>
  );
}
