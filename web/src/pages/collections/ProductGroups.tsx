import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import type { ProductGroupsQuery } from '../../__generated__/ProductGroupsQuery.graphql';
import type { ProductGroups_query$key } from '../../__generated__/ProductGroups_query.graphql';
import { ProductCard } from '../../components/catalogue/ProductCard';
import { Empty } from './CollectionGroups';
import { groupBy } from './groupBy';
import { HorizontalScroller } from './HorizontalScroller';
import { LoadMore } from '../../components/LoadMore';
import { useLoadNextOrReport } from '../../relay/useLoadNextOrReport';

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
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(productGroupsFragment, query);
  const loadMore = useLoadNextOrReport(loadNext, PRODUCTS_PAGE_SIZE, 'Failed to load more products. Please try again.');
  const { totalCount, edges } = data.products;
  const groups = groupBy(
    edges.map((edge) => edge.node),
    (node) => node.category ?? 'Other',
  );
  if (groups.length === 0) return <Empty>No products match your search.</Empty>;
  return (
    <>
      {groups.map(([category, nodes]) => (
        <HorizontalScroller key={category} title={category} cardWidth={320}>
          {nodes.map((node) => (
            <li key={node.id}>
              <ProductCard product={node} layout="grid" />
            </li>
          ))}
        </HorizontalScroller>
      ))}
      <LoadMore
        label="Load more products"
        noun="products"
        loaded={edges.length}
        total={totalCount}
        hasNext={hasNext}
        isLoadingNext={isLoadingNext}
        onLoadMore={loadMore}
      />
    </>
  );
}
