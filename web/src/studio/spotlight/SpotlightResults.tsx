import { graphql, useLazyLoadQuery } from 'react-relay';
import type { SpotlightResultsQuery } from '../../__generated__/SpotlightResultsQuery.graphql';
import { SpotlightList } from './SpotlightList';
import { SPOTLIGHTS_PAGE_SIZE } from './spotlightPaging';

export const spotlightResultsQuery = graphql`
  query SpotlightResultsQuery($count: Int!, $search: String) {
    ...SpotlightList_query @arguments(count: $count, search: $search)
  }
`;

interface SpotlightResultsProps {
  search: string | null;
  fetchKey: string;
  filtered: boolean;
  onResetFilters: () => void;
}

/** Loads the first page of spotlights for the search, always from the server. */
export function SpotlightResults({ search, fetchKey, ...listProps }: SpotlightResultsProps) {
  const data = useLazyLoadQuery<SpotlightResultsQuery>(
    spotlightResultsQuery,
    { count: SPOTLIGHTS_PAGE_SIZE, search },
    { fetchPolicy: 'network-only', fetchKey },
  );
  return <SpotlightList query={data} {...listProps} />;
}
