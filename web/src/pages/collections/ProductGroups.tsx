import { graphql, useLazyLoadQuery } from 'react-relay';
import type { ProductGroupsQuery } from '../../__generated__/ProductGroupsQuery.graphql';
import { ProductCard } from '../brand/ProductCard';
import { Empty } from './CollectionGroups';
import { groupBy } from './groupBy';
import { HorizontalScroller } from './HorizontalScroller';

/** Products mode: in-stock products, newest first, grouped by product category. */
export function ProductGroups({ search }: { search: string }) {
  const { products } = useLazyLoadQuery<ProductGroupsQuery>(
    graphql`
      query ProductGroupsQuery($filter: ProductFilter) {
        products(first: 100, filter: $filter) {
          edges {
            node {
              id
              category
              ...ProductCard_product
            }
          }
        }
      }
    `,
    { filter: { search: search || null } },
  );
  const groups = groupBy(
    products.edges.map((edge) => edge.node),
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
    </>
  );
}
