import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import type { ProductGroupsQuery } from '../../__generated__/ProductGroupsQuery.graphql';
import type { ProductGroups_query$key } from '../../__generated__/ProductGroups_query.graphql';
import { ProductCard } from '../../components/catalogue/ProductCard';
import { Empty } from './CollectionGroups';
import { PagedGroups } from './PagedGroups';
import { usePagedConnection } from '../../relay/usePagedConnection';

const PRODUCTS_PAGE_SIZE = 24;

const productGroupsFragment = graphql`
  fragment ProductGroups_query on Query
  @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "String" }, filter: { type: "ProductFilter" })
  @refetchable(queryName: "ProductGroupsPaginationQuery") {
    products(first: $count, after: $cursor, filter: $filter) @connection(key: "ProductGroups_products") {
      totalCount
      edges {
        node {
          id
          category
          ...ProductCard_product
        }
      }
    }
  }
`;

/** Products mode: in-stock products, newest first, grouped by product category. */
export function ProductGroups({ search }: { search: string }) {
  const query = useLazyLoadQuery<ProductGroupsQuery>(
    graphql`
      query ProductGroupsQuery($count: Int!, $filter: ProductFilter) {
        ...ProductGroups_query @arguments(count: $count, filter: $filter)
      }
    `,
    { count: PRODUCTS_PAGE_SIZE, filter: { search: search || null } },
  );
  return <GroupedProducts query={query} />;
}

/** The loaded pages, regrouped as each new page arrives, with a 'Load more' under the groups. */
function GroupedProducts({ query }: { query: ProductGroups_query$key }) {
  const pagination = usePaginationFragment(productGroupsFragment, query);
  const { items, paging } = usePagedConnection(
    pagination.data.products,
    pagination,
    PRODUCTS_PAGE_SIZE,
    'Failed to load more products. Please try again.',
  );
  return (
    <PagedGroups
      items={items}
      paging={paging}
      groupOf={(node) => node.category ?? 'Other'}
      cardWidth={320}
      renderItem={(node) => <ProductCard product={node} layout="grid" />}
      empty={<Empty>No products match your search.</Empty>}
      moreLabel="Load more products"
      noun="products"
    />
  );
}
