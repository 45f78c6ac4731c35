import { graphql, useLazyLoadQuery } from 'react-relay';
import type { ReviewResultsQuery } from '../../__generated__/ReviewResultsQuery.graphql';
import { REVIEWS_PAGE_SIZE } from './reviewAccess';
import type { ReviewFilterInput } from './reviewFilters';
import { ReviewList } from './ReviewList';

export const reviewResultsQuery = graphql`
  query ReviewResultsQuery($count: Int!, $filter: ManagedReviewFilter) {
    ...ReviewList_query @arguments(count: $count, filter: $filter)
  }
`;

interface ReviewResultsProps {
  filter: ReviewFilterInput | null;
  /** A new value loads the list afresh (Try Again after a failure). */
  fetchKey: string;
  filtered: boolean;
  onResetFilters: () => void;
}

/** Loads the first page of reviews for the filters, always from the server. */
export function ReviewResults({ filter, fetchKey, ...listProps }: ReviewResultsProps) {
  const data = useLazyLoadQuery<ReviewResultsQuery>(
    reviewResultsQuery,
    { count: REVIEWS_PAGE_SIZE, filter },
    { fetchPolicy: 'network-only', fetchKey },
  );
  return <ReviewList query={data} {...listProps} />;
}
