import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import styled from 'styled-components';
import type { CollectionGroupsQuery } from '../../__generated__/CollectionGroupsQuery.graphql';
import type { CollectionGroups_query$key } from '../../__generated__/CollectionGroups_query.graphql';
import { CardNote } from '../../components/catalogue/CardFrame';
import { CollectionCard } from '../../components/catalogue/CollectionCard';
import { PagedGroups } from './PagedGroups';
import { usePagedConnection } from '../../relay/usePagedConnection';

const COLLECTIONS_PAGE_SIZE = 24;

export const Empty = styled.p`
  padding-block: ${({ theme }) => theme.space[8]};
  text-align: center;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const collectionGroupsFragment = graphql`
  fragment CollectionGroups_query on Query
  @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "String" }, filter: { type: "CollectionFilter" })
  @refetchable(queryName: "CollectionGroupsPaginationQuery") {
    collections(first: $count, after: $cursor, filter: $filter) @connection(key: "CollectionGroups_collections") {
      totalCount
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
`;

/** Collections mode: collections grouped by their brand's category, one scroller per category. */
export function CollectionGroups({ search, category }: { search: string; category: string }) {
  const query = useLazyLoadQuery<CollectionGroupsQuery>(
    graphql`
      query CollectionGroupsQuery($count: Int!, $filter: CollectionFilter) {
        ...CollectionGroups_query @arguments(count: $count, filter: $filter)
      }
    `,
    { count: COLLECTIONS_PAGE_SIZE, filter: { search: search || null, category: category || null } },
  );
  return <GroupedCollections query={query} />;
}

/** The loaded pages, regrouped as each new page arrives, with a 'Load more' under the groups. */
function GroupedCollections({ query }: { query: CollectionGroups_query$key }) {
  const pagination = usePaginationFragment(collectionGroupsFragment, query);
  const { items, paging } = usePagedConnection(
    pagination.data.collections,
    pagination,
    COLLECTIONS_PAGE_SIZE,
    'Failed to load more collections. Please try again.',
  );
  return (
    <PagedGroups
      items={items}
      paging={paging}
      groupOf={(node) => node.brand.category}
      cardWidth={280}
      renderItem={(node) => (
        <CollectionCard collection={node}>
          <CardNote>{node.brand.name}</CardNote>
        </CollectionCard>
      )}
      empty={<Empty>No collections match your search.</Empty>}
      moreLabel="Load more collections"
      noun="collections"
    />
  );
}
