import { useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { SpotlightList_query$data } from '../../__generated__/SpotlightList_query.graphql';
import type { SpotlightResultsQuery } from '../../__generated__/SpotlightResultsQuery.graphql';
import { ButtonLink } from '../../components/Button';
import { CardStack } from '../kit/CardStack';
import { ConnectionList } from '../kit/list/ConnectionList';
import { NEW_SPOTLIGHT_PATH } from './spotlightAccess';
import { SPOTLIGHTS_PAGE_SIZE } from './spotlightPaging';
import { SpotlightCard } from './SpotlightCard';
import { spotlightResultsQuery } from './SpotlightResults';

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

const TEXTS = {
  heading: 'Spotlight content',
  nouns: { one: 'spotlight', many: 'spotlights' },
  loadMoreLabel: 'Load more spotlights',
  loadMoreFailed: 'Failed to load more spotlight content. Please try again.',
  empty: {
    title: 'No spotlight content yet',
    message: 'Create a spotlight to feature a designer, their story and a few of their pieces on the home page.',
    action: <ButtonLink to={NEW_SPOTLIGHT_PATH}>New Spotlight</ButtonLink>,
  },
  noMatches: {
    title: 'No spotlight content matches your search',
    message: 'Try another title or brand, or reset the search.',
  },
};

interface SpotlightListProps {
  queryRef: PreloadedQuery<SpotlightResultsQuery>;
  filtered: boolean;
  onResetFilters: () => void;
}

/** Every spotlight matching the search, the active one first, a page at a time. */
export function SpotlightList({ queryRef, ...list }: SpotlightListProps) {
  const query = usePreloadedQuery<SpotlightResultsQuery>(spotlightResultsQuery, queryRef);
  // Activating one spotlight turns the others off on the server: the list is read again.
  const [reloads, setReloads] = useState(0);
  return (
    <ConnectionList
      {...list}
      fragment={spotlightListFragment}
      query={query}
      connection={(data: SpotlightList_query$data) => data.studioSpotlights}
      pageSize={SPOTLIGHTS_PAGE_SIZE}
      texts={TEXTS}
      refreshKey={reloads}
      container={(items) => <CardStack>{items}</CardStack>}
      renderItem={(node, { connectionId, removed }) => (
        <SpotlightCard
          spotlight={node}
          connectionId={connectionId}
          onActivated={() => setReloads((count) => count + 1)}
          onDeleted={removed}
        />
      )}
    />
  );
}
