import { graphql, usePaginationFragment } from 'react-relay';
import styled from 'styled-components';
import type { ReviewList_query$key } from '../../__generated__/ReviewList_query.graphql';
import { usePagedConnection } from '../../relay/usePagedConnection';
import { PagedResults } from '../kit/PagedResults';
import { REVIEWS_PAGE_SIZE } from './reviewAccess';
import { ReviewCard } from './ReviewCard';

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

/** The empty states' texts (the spec names none). */
export const NO_REVIEWS = {
  title: 'No reviews yet',
  message: 'Reviews appear here as soon as shoppers write them on the brand pages.',
};
export const NO_MATCHES = {
  title: 'No reviews match your filters',
  message: 'Try another search, brand, rating or reply filter, or reset the filters.',
};

const Cards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

interface ReviewListProps {
  query: ReviewList_query$key;
  filtered: boolean;
  onResetFilters: () => void;
}

/** The reviews the viewer manages that match the filters, newest first, a page at a time. */
export function ReviewList({ query, filtered, onResetFilters }: ReviewListProps) {
  const { data, ...pagination } = usePaginationFragment(reviewListFragment, query);
  const { items, paging } = usePagedConnection(
    data.managedReviews,
    pagination,
    REVIEWS_PAGE_SIZE,
    'Failed to load more reviews. Please try again.',
  );

  return (
    <PagedResults
      heading="Reviews"
      shown={items.length}
      paging={paging}
      nouns={{ one: 'review', many: 'reviews' }}
      loadMoreLabel="Load more reviews"
      filtered={filtered}
      onResetFilters={onResetFilters}
      empty={NO_REVIEWS}
      noMatches={NO_MATCHES}
    >
      <Cards>
        {items.map((node) => (
          <li key={node.id}>
            <ReviewCard review={node} />
          </li>
        ))}
      </Cards>
    </PagedResults>
  );
}
