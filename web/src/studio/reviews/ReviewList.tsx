import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { ReviewList_query$data } from '../../__generated__/ReviewList_query.graphql';
import type { ReviewResultsQuery } from '../../__generated__/ReviewResultsQuery.graphql';
import { ConnectionList } from '../kit/list/ConnectionList';
import styled from 'styled-components';
import { REVIEWS_PAGE_SIZE } from './reviewAccess';
import { ReviewCard } from './ReviewCard';
import { reviewResultsQuery } from './ReviewResults';

const reviewListFragment = graphql`
  fragment ReviewList_query on Query
  @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "String" }, filter: { type: "ManagedReviewFilter" })
  @refetchable(queryName: "ReviewListPaginationQuery") {
    managedReviews(first: $count, after: $cursor, filter: $filter) @connection(key: "ReviewList_managedReviews") {
      totalCount
      edges {
        node {
          id
          ...ReviewCard_review
        }
      }
    }
  }
`;

const Cards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const TEXTS = {
  heading: 'Reviews',
  nouns: { one: 'review', many: 'reviews' },
  loadMoreLabel: 'Load more reviews',
  loadMoreFailed: 'Failed to load more reviews. Please try again.',
  empty: {
    title: 'No reviews yet',
    message: 'Reviews appear here as soon as shoppers write them on the brand pages.',
  },
  noMatches: {
    title: 'No reviews match your filters',
    message: 'Try another search, brand, rating or reply filter, or reset the filters.',
  },
};

interface ReviewListProps {
  queryRef: PreloadedQuery<ReviewResultsQuery>;
  filtered: boolean;
  onResetFilters: () => void;
}

/** The reviews the viewer manages that match the filters, newest first, a page at a time. */
export function ReviewList({ queryRef, ...list }: ReviewListProps) {
  const query = usePreloadedQuery<ReviewResultsQuery>(reviewResultsQuery, queryRef);
  return (
    <ConnectionList
      {...list}
      fragment={reviewListFragment}
      query={query}
      connection={(data: ReviewList_query$data) => data.managedReviews}
      pageSize={REVIEWS_PAGE_SIZE}
      texts={TEXTS}
      container={(items) => <Cards>{items}</Cards>}
      renderItem={(node) => <ReviewCard review={node} />}
    />
  );
}
