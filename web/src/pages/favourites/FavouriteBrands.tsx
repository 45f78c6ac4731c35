import { graphql, usePaginationFragment } from 'react-relay';
import type { FavouriteBrands_query$key } from '../../__generated__/FavouriteBrands_query.graphql';
import { BrandCard } from '../../components/brand/BrandCard';
import { FavouritesSection } from './FavouritesSection';
import { FAVOURITES_PAGE_SIZE, refreshSize } from './favouritesPaging';
import { useRefetchOnKey } from '../../relay/useRefetchOnKey';
import { useLoadNextOrReport } from '../../relay/useLoadNextOrReport';

const favouriteBrandsFragment = graphql`
  fragment FavouriteBrands_query on Query
  @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "String" })
  @refetchable(queryName: "FavouriteBrandsPaginationQuery") {
    viewer {
      favourites {
        brands(first: $count, after: $cursor) @connection(key: "FavouriteBrands_brands") {
          totalCount
          edges {
            node {
              id
              ...BrandCard_brand
            }
          }
        }
      }
    }
  }
`;

/** Saved brands, by name, a page at a time. */
export function FavouriteBrands({ query, fetchKey }: { query: FavouriteBrands_query$key; fetchKey: number }) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment(favouriteBrandsFragment, query);
  const loadMore = useLoadNextOrReport(
    loadNext,
    FAVOURITES_PAGE_SIZE,
    'Failed to load more favourite brands. Please try again.',
  );
  const brands = data.viewer?.favourites.brands;
  useRefetchOnKey(fetchKey, refetch, refreshSize(brands?.edges.length ?? 0));
  if (!brands) return null;
  return (
    <FavouritesSection
      title="Favourite Brands"
      count={brands.totalCount}
      emptyText="No favourite brands yet."
      pagination={{ loaded: brands.edges.length, hasNext, isLoadingNext, onLoadMore: loadMore }}
    >
      {brands.edges.map(({ node }) => (
        <li key={node.id}>
          <BrandCard brand={node} layout="grid" />
        </li>
      ))}
    </FavouritesSection>
  );
}
