import { graphql, useLazyLoadQuery } from 'react-relay';
import type { CollectionResultsQuery } from '../../__generated__/CollectionResultsQuery.graphql';
import type { CollectionFilterInput } from './collectionFilters';
import { CollectionList } from './CollectionList';
import { COLLECTIONS_PAGE_SIZE } from './collectionsPaging';

export const collectionResultsQuery = graphql`
  query CollectionResultsQuery($count: Int!, $filter: CollectionFilter) {
    ...CollectionList_query @arguments(count: $count, filter: $filter)
  }
`;

interface CollectionResultsProps {
  filter: CollectionFilterInput | null;
  /** A new value loads the list afresh (Try Again after a failure). */
  fetchKey: string;
  filtered: boolean;
  onResetFilters: () => void;
}

/** Loads the first page of collections for the filters, always from the server. */
export function CollectionResults({ filter, fetchKey, ...listProps }: CollectionResultsProps) {
  const data = useLazyLoadQuery<CollectionResultsQuery>(
    collectionResultsQuery,
    { count: COLLECTIONS_PAGE_SIZE, filter },
    { fetchPolicy: 'network-only', fetchKey },
  );
  return <CollectionList query={data} {...listProps} />;
}
