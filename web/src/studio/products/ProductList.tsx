import { graphql } from 'react-relay';
import type { ProductList_query$data } from '../../__generated__/ProductList_query.graphql';
import { ButtonLink } from '../../components/Button';
import { connectionListOf } from '../kit/list/ConnectionList';
import { listTexts } from '../kit/list/listTexts';
import { RecordRows } from '../kit/surfaces';
import { productResultsQuery } from './ProductResults';
import { ProductRow } from './ProductRow';
import { PRODUCTS_PAGE_SIZE } from './productsPaging';
import { NEW_PRODUCT_PATH } from './paths';

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

/** The products the viewer manages that match the filters, newest first, a page at a time. */
export const ProductList = connectionListOf({
  query: productResultsQuery,
  fragment: productListFragment,
  connection: (data: ProductList_query$data) => data.managedProducts,
  pageSize: PRODUCTS_PAGE_SIZE,
  texts: listTexts({
    nouns: { one: 'product', many: 'products' },
    empty: {
      message: 'Add your first piece with its images, price and sizes.',
      action: <ButtonLink to={NEW_PRODUCT_PATH}>Add Product</ButtonLink>,
    },
    noMatches: { message: 'Try another search, brand, category, stock or type, or reset the filters.' },
  }),
  container: (items) => <RecordRows>{items}</RecordRows>,
  renderItem: (product) => <ProductRow product={product} />,
});
