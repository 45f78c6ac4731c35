import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { ProductList_query$data } from '../../__generated__/ProductList_query.graphql';
import type { ProductResultsQuery } from '../../__generated__/ProductResultsQuery.graphql';
import { ConnectionList } from '../kit/list/ConnectionList';
import { ButtonLink } from '../../components/Button';
import { RecordRows } from '../kit/RecordRow';
import { ProductRow } from './ProductRow';
import { NEW_PRODUCT_PATH, PRODUCTS_PAGE_SIZE } from './productsPaths';
import { productResultsQuery } from './ProductResults';

const productListFragment = graphql`
  fragment ProductList_query on Query
  @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "String" }, filter: { type: "ManagedProductFilter" })
  @refetchable(queryName: "ProductListPaginationQuery") {
    managedProducts(first: $count, after: $cursor, filter: $filter) @connection(key: "ProductList_managedProducts") {
      totalCount
      edges {
        node {
          id
          ...ProductRow_product
        }
      }
    }
  }
`;

const TEXTS = {
  heading: 'Products',
  nouns: { one: 'product', many: 'products' },
  loadMoreLabel: 'Load more products',
  loadMoreFailed: 'Failed to load more products. Please try again.',
  empty: {
    title: 'No products yet',
    message: 'Add your first piece with its images, price and sizes.',
    action: <ButtonLink to={NEW_PRODUCT_PATH}>Add Product</ButtonLink>,
  },
  noMatches: {
    title: 'No products match your filters',
    message: 'Try another search, brand, category, stock or type, or reset the filters.',
  },
};

interface ProductListProps {
  queryRef: PreloadedQuery<ProductResultsQuery>;
  filtered: boolean;
  onResetFilters: () => void;
}

/** The products the viewer manages that match the filters, newest first, a page at a time. */
export function ProductList({ queryRef, ...list }: ProductListProps) {
  const query = usePreloadedQuery<ProductResultsQuery>(productResultsQuery, queryRef);
  return (
    <ConnectionList
      {...list}
      fragment={productListFragment}
      query={query}
      connection={(data: ProductList_query$data) => data.managedProducts}
      pageSize={PRODUCTS_PAGE_SIZE}
      texts={TEXTS}
      container={(items) => <RecordRows>{items}</RecordRows>}
      renderItem={(node) => <ProductRow product={node} />}
    />
  );
}
