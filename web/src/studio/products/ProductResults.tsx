import { graphql, useLazyLoadQuery } from 'react-relay';
import type { ProductResultsQuery } from '../../__generated__/ProductResultsQuery.graphql';
import type { ProductFilterInput } from './productFilters';
import { ProductList } from './ProductList';
import { PRODUCTS_PAGE_SIZE } from './productsPaths';

export const productResultsQuery = graphql`
  query ProductResultsQuery($count: Int!, $filter: ManagedProductFilter) {
    ...ProductList_query @arguments(count: $count, filter: $filter)
  }
`;

interface ProductResultsProps {
  filter: ProductFilterInput | null;
  /** A new value loads the list afresh (Try Again after a failure). */
  fetchKey: string;
  filtered: boolean;
  onResetFilters: () => void;
}

/** Loads the first page of products for the filters, always from the server. */
export function ProductResults({ filter, fetchKey, ...listProps }: ProductResultsProps) {
  const data = useLazyLoadQuery<ProductResultsQuery>(
    productResultsQuery,
    { count: PRODUCTS_PAGE_SIZE, filter },
    { fetchPolicy: 'network-only', fetchKey },
  );
  return <ProductList query={data} {...listProps} />;
}
