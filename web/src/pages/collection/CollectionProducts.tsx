import { graphql, usePaginationFragment } from 'react-relay';
import styled from 'styled-components';
import { LoadMore } from '../../components/LoadMore';
import { useLoadNextOrReport } from '../../relay/useLoadNextOrReport';
import type { CollectionProducts_collection$data, CollectionProducts_collection$key } from '../../__generated__/CollectionProducts_collection.graphql';
import { ProductCard } from '../../components/catalogue/ProductCard';

/** The same number as the fragment's `count` default, which GraphQL cannot take from here. */
const PRODUCTS_PAGE_SIZE = 12;

const collectionProductsFragment = graphql`
  fragment CollectionProducts_collection on Collection
  @argumentDefinitions(count: { type: "Int", defaultValue: 12 }, cursor: { type: "String" })
  @refetchable(queryName: "CollectionProductsPaginationQuery") {
    products(first: $count, after: $cursor) @connection(key: "CollectionProducts_products") {
      totalCount
      edges {
        node {
          id
          title
          ...ProductCard_product
        }
      }
    }
  }
`;

export type CollectionProduct = CollectionProducts_collection$data['products']['edges'][number]['node'];

export interface LoadedCollectionProducts {
  loaded: readonly CollectionProduct[];
  totalCount: number;
  hasNext: boolean;
  isLoadingNext: boolean;
  loadMore: () => void;
}

/** The collection's products loaded so far, a page at a time. */
export function useCollectionProducts(collection: CollectionProducts_collection$key): LoadedCollectionProducts {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(collectionProductsFragment, collection);
  const loadMore = useLoadNextOrReport(loadNext, PRODUCTS_PAGE_SIZE, 'Failed to load more products. Please try again.');
  const { totalCount, edges } = data.products;
  return { loaded: edges.map((edge) => edge.node), totalCount, hasNext, isLoadingNext, loadMore };
}

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  margin-top: ${({ theme }) => theme.space[8]};

  h2 { font-size: ${({ theme }) => theme.fontSizes['2xl']}; }
  ul { display: grid; gap: ${({ theme }) => theme.space[5]}; margin: 0; padding: 0; list-style: none; grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr)); }
`;

/** 'Products in This Collection', with a 'Load more' under the grid; nothing when the collection is empty. */
export function CollectionProducts({ products }: { products: LoadedCollectionProducts }) {
  const { loaded, totalCount, hasNext, isLoadingNext, loadMore } = products;
  if (loaded.length === 0) return null;
  return (
    <Section aria-labelledby="collection-products-title">
      <h2 id="collection-products-title">Products in This Collection</h2>
      <ul>
        {loaded.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} layout="grid" />
          </li>
        ))}
      </ul>
      <LoadMore
        label="Load more products"
        noun="products"
        loaded={loaded.length}
        total={totalCount}
        hasNext={hasNext}
        isLoadingNext={isLoadingNext}
        onLoadMore={loadMore}
      />
    </Section>
  );
}
