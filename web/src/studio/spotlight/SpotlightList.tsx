import { useCallback } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { SpotlightList_query$key } from '../../__generated__/SpotlightList_query.graphql';
import { ButtonLink } from '../../components/Button';
import { usePagedConnection } from '../../relay/usePagedConnection';
import { CardStack } from '../kit/CardStack';
import { PagedResults } from '../kit/PagedResults';
import { useFocusAfterRemoval } from '../kit/useFocusAfterRemoval';
import { NEW_SPOTLIGHT_PATH } from './spotlightAccess';
import { SPOTLIGHTS_PAGE_SIZE } from './spotlightPaging';
import { SpotlightCard } from './SpotlightCard';

const spotlightListFragment = graphql`
  fragment SpotlightList_query on Query
  @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "String" }, search: { type: "String" })
  @refetchable(queryName: "SpotlightListPaginationQuery") {
    studioSpotlights(first: $count, after: $cursor, search: $search)
      @connection(key: "SpotlightList_studioSpotlights") {
      __id
      totalCount
      edges {
        node {
          id
          ...SpotlightCard_spotlight
        }
      }
    }
  }
`;

/** The empty states' texts (the spec names none). */
export const NO_SPOTLIGHTS = {
  title: 'No spotlight content yet',
  message: 'Create a spotlight to feature a designer, their story and a few of their pieces on the home page.',
};
export const NO_MATCHES = {
  title: 'No spotlight content matches your search',
  message: 'Try another title or brand, or reset the search.',
};

interface SpotlightListProps {
  query: SpotlightList_query$key;
  filtered: boolean;
  onResetFilters: () => void;
}

/** Every spotlight matching the search, the active one first, a page at a time. */
export function SpotlightList({ query, filtered, onResetFilters }: SpotlightListProps) {
  const { data, refetch, ...pagination } = usePaginationFragment(spotlightListFragment, query);
  const connection = data.studioSpotlights;
  const { items, paging } = usePagedConnection(
    connection,
    pagination,
    SPOTLIGHTS_PAGE_SIZE,
    'Failed to load more spotlight content. Please try again.',
  );
  const { summaryRef, emptyHeadingRef, focusAfterRemoval } = useFocusAfterRemoval(items.length);
  // Activating one spotlight turns the others off on the server: the list is read again.
  const reload = useCallback(() => refetch({}, { fetchPolicy: 'network-only' }), [refetch]);

  return (
    <PagedResults
      heading="Spotlight content"
      shown={items.length}
      paging={paging}
      nouns={{ one: 'spotlight', many: 'spotlights' }}
      loadMoreLabel="Load more spotlights"
      filtered={filtered}
      onResetFilters={onResetFilters}
      empty={{ ...NO_SPOTLIGHTS, action: <ButtonLink to={NEW_SPOTLIGHT_PATH}>New Spotlight</ButtonLink> }}
      noMatches={NO_MATCHES}
      summaryRef={summaryRef}
      emptyHeadingRef={emptyHeadingRef}
    >
      <CardStack>
        {items.map((node) => (
          <li key={node.id}>
            <SpotlightCard
              spotlight={node}
              connectionId={connection.__id}
              onActivated={reload}
              onDeleted={focusAfterRemoval}
            />
          </li>
        ))}
      </CardStack>
    </PagedResults>
  );
}
