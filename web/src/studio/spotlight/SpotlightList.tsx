import { graphql } from 'react-relay';
import type { SpotlightList_query$data } from '../../__generated__/SpotlightList_query.graphql';
import { ButtonLink } from '../../components/Button';
import { CardStack } from '../kit/surfaces';
import { connectionListOf } from '../kit/list/ConnectionList';
import { listTexts } from '../kit/list/listTexts';
import { SPOTLIGHTS_PAGE_SIZE } from './spotlightPaging';
import { SpotlightCard } from './SpotlightCard';
import { spotlightResultsQuery } from './SpotlightResults';
import { NEW_SPOTLIGHT_PATH } from './paths';

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

interface SpotlightListProps {
  /** Activating one spotlight turns the others off on the server: the page has the list read again. */
  onActivated: () => void;
}

/** Every spotlight matching the search, the active one first, a page at a time. */
export const SpotlightList = connectionListOf({
  query: spotlightResultsQuery,
  fragment: spotlightListFragment,
  connection: (data: SpotlightList_query$data) => data.studioSpotlights,
  pageSize: SPOTLIGHTS_PAGE_SIZE,
  texts: listTexts({
    nouns: { one: 'spotlight', many: 'spotlights' },
    subject: 'spotlight content',
    loadMoreLabel: 'Load more spotlights',
    empty: {
      message: 'Create a spotlight to feature a designer, their story and a few of their pieces on the home page.',
      action: <ButtonLink to={NEW_SPOTLIGHT_PATH}>New Spotlight</ButtonLink>,
    },
    noMatches: {
      title: 'No spotlight content matches your search',
      message: 'Try another title or brand, or reset the search.',
    },
  }),
  container: (items) => <CardStack>{items}</CardStack>,
  renderItem: (spotlight, { connectionId, removed }, { onActivated }: SpotlightListProps) => (
    <SpotlightCard spotlight={spotlight} connectionId={connectionId} onActivated={onActivated} onDeleted={removed} />
  ),
});
