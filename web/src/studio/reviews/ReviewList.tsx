import { graphql } from 'react-relay';
import type { ReviewList_query$data } from '../../__generated__/ReviewList_query.graphql';
import { connectionListOf } from '../kit/list/ConnectionList';
import { listTexts } from '../kit/list/listTexts';
import { REVIEWS_PAGE_SIZE } from './reviewAccess';
import { ReviewCard } from './ReviewCard';
import { reviewResultsQuery } from './ReviewResults';
import { CardStack } from '../kit/surfaces';

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

/** The reviews the viewer manages that match the filters, newest first, a page at a time. */
export const ReviewList = connectionListOf({
  query: reviewResultsQuery,
  fragment: reviewListFragment,
  connection: (data: ReviewList_query$data) => data.managedReviews,
  pageSize: REVIEWS_PAGE_SIZE,
  texts: listTexts({
    nouns: { one: 'review', many: 'reviews' },
    empty: { message: 'Reviews appear here as soon as shoppers write them on the brand pages.' },
    noMatches: { message: 'Try another search, brand, rating or reply filter, or reset the filters.' },
  }),
  container: (items) => <CardStack as="ul">{items}</CardStack>,
  renderItem: (review) => <ReviewCard review={review} />,
});
