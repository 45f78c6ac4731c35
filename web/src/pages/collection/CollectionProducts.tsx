import { graphql, usePaginationFragment } from 'react-relay';
import styled from 'styled-components';
import { usePagedConnection, type Paging } from '../../relay/usePagedConnection';
import type {
  CollectionProducts_collection$data,
  CollectionProducts_collection$key,
} from '../../__generated__/CollectionProducts_collection.graphql';
import { ProductCard } from '../../components/catalogue/ProductCard';
import { PagedGrid } from '../../components/catalogue/PagedGrid';

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
  paging: Paging;
}

/** The collection's products loaded so far, a page at a time. */
export function useCollectionProducts(collection: CollectionProducts_collection$key): LoadedCollectionProducts {
  const pagination = usePaginationFragment(collectionProductsFragment, collection);
  const { items, paging } = usePagedConnection(
    pagination.data.products,
    pagination,
    PRODUCTS_PAGE_SIZE,
    'Failed to load more products. Please try again.',
  );
  return { loaded: items, paging };
}

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  margin-top: ${({ theme }) => theme.space[8]};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
`;

/** 'Products in This Collection', with a 'Load more' under the grid; nothing when the collection is empty. */
export function CollectionProducts({ products }: { products: LoadedCollectionProducts }) {
  if (products.loaded.length === 0) return null;
  return (
    <Section aria-labelledby="collection-products-title">
      <h2 id="collection-products-title">Products in This Collection</h2>
      <PagedGrid
        items={products.loaded}
        paging={products.paging}
        renderItem={(product) => <ProductCard product={product} layout="grid" />}
        columns={{ min: '14rem' }}
        moreLabel="Load more products"
        noun="products"
      />
    </Section>
  );
}
