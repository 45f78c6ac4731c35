import { graphql, usePaginationFragment } from 'react-relay';
import type { ProductList_query$key } from '../../__generated__/ProductList_query.graphql';
import { ButtonLink } from '../../components/Button';
import { usePagedConnection } from '../../relay/usePagedConnection';
import { PagedResults } from '../kit/PagedResults';
import { RecordRows } from '../kit/RecordRow';
import { ProductRow } from './ProductRow';
import { NEW_PRODUCT_PATH, PRODUCTS_PAGE_SIZE } from './productsPaths';

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

/** The empty states' texts (the spec names none). */
export const NO_PRODUCTS = {
  title: 'No products yet',
  message: 'Add your first piece with its images, price and sizes.',
};
export const NO_MATCHES = {
  title: 'No products match your filters',
  message: 'Try another search, brand, category, stock or type, or reset the filters.',
};

interface ProductListProps {
  query: ProductList_query$key;
  filtered: boolean;
  onResetFilters: () => void;
}

/** The products the viewer manages that match the filters, newest first, a page at a time. */
export function ProductList({ query, filtered, onResetFilters }: ProductListProps) {
  const { data, ...pagination } = usePaginationFragment(productListFragment, query);
  const { items, paging } = usePagedConnection(
    data.managedProducts,
    pagination,
    PRODUCTS_PAGE_SIZE,
    'Failed to load more products. Please try again.',
  );

  return (
    <PagedResults
      heading="Products"
      shown={items.length}
      paging={paging}
      nouns={{ one: 'product', many: 'products' }}
      loadMoreLabel="Load more products"
      filtered={filtered}
      onResetFilters={onResetFilters}
      empty={{ ...NO_PRODUCTS, action: <ButtonLink to={NEW_PRODUCT_PATH}>Add Product</ButtonLink> }}
      noMatches={NO_MATCHES}
    >
      <RecordRows>
        {items.map((node) => (
          <li key={node.id}>
            <ProductRow product={node} />
          </li>
        ))}
      </RecordRows>
    </PagedResults>
  );
}
