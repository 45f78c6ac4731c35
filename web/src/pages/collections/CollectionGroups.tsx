import { graphql, useLazyLoadQuery } from 'react-relay';
import styled from 'styled-components';
import type { CollectionGroupsQuery } from '../../__generated__/CollectionGroupsQuery.graphql';
import { CollectionCard } from '../brand/CollectionCard';
import { groupBy } from './groupBy';
import { HorizontalScroller } from './HorizontalScroller';

export const Empty = styled.p`
  padding-block: ${({ theme }) => theme.space[8]};
  text-align: center;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const BrandName = styled.p`
  margin-top: 0.25rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

/** Collections mode: collections grouped by their brand's category, one scroller per category. */
export function CollectionGroups({ search, category }: { search: string; category: string }) {
  const { collections } = useLazyLoadQuery<CollectionGroupsQuery>(
    graphql`
      query CollectionGroupsQuery($filter: CollectionFilter) {
        collections(first: 100, filter: $filter) {
          edges {
            node {
              id
              brand {
                name
                category
              }
              ...CollectionCard_collection
            }
          }
        }
      }
    `,
    { filter: { search: search || null, category: category || null } },
  );
  const groups = groupBy(
    collections.edges.map((edge) => edge.node),
    (node) => node.brand.category,
  );
  if (groups.length === 0) return <Empty>No collections match your search.</Empty>;
  return (
    <>
      {groups.map(([groupCategory, nodes]) => (
        <HorizontalScroller key={groupCategory} title={groupCategory} cardWidth={280}>
          {nodes.map((node) => (
            <li key={node.id}>
              <CollectionCard collection={node} />
              <BrandName>{node.brand.name}</BrandName>
            </li>
          ))}
        </HorizontalScroller>
      ))}
    </>
  );
}
