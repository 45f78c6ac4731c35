import { useRef, useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import type { BrandReviews_brand$key } from '../../__generated__/BrandReviews_brand.graphql';
import { EmptyNote, LoadMoreRow, ProfileSection, SectionHeader } from './ProfileSection';
import { ReviewItem } from '../../components/reviews/ReviewItem';
import { ReviewList } from '../../components/reviews/ReviewList';
import { ReviewSummary } from '../../components/reviews/ReviewSummary';
import { WriteReviewPrompt } from './WriteReviewPrompt';
import { BrandReviewForm } from './BrandReviewForm';
import { useAuth } from '../../auth/useAuth';
import { useLoadNextOrReport } from '../../relay/useLoadNextOrReport';

const REVIEWS_PAGE_SIZE = 5;

const brandReviewsFragment = graphql`
  fragment BrandReviews_brand on Brand
  @argumentDefinitions(count: { type: "Int", defaultValue: 5 }, cursor: { type: "String" })
  @refetchable(queryName: "BrandReviewsPaginationQuery") {
    id
    rating
    reviewCount
    viewerReview {
      author
      comment
      rating
    }
    reviews(first: $count, after: $cursor) @connection(key: "BrandReviews_reviews") {
      __id
      edges {
        node {
          id
          ...ReviewItem_review
        }
      }
    }
  }
`;

const Summary = styled(ReviewSummary)`
  margin-top: ${({ theme }) => theme.space[2]};
`;

export function BrandReviews({ brand }: { brand: BrandReviews_brand$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(brandReviewsFragment, brand);
  const loadMore = useLoadNextOrReport(loadNext, REVIEWS_PAGE_SIZE, 'Failed to load reviews');
  const { viewer } = useAuth();
  const [writing, setWriting] = useState(false);
  const writeButtonRef = useRef<HTMLButtonElement>(null);
  const stopWriting = () => {
    setWriting(false);
    writeButtonRef.current?.focus();
  };
  const { edges } = data.reviews;
  // Signed-in users get the form; visitors are asked to sign in first.
  const composer = viewer ? (
    <BrandReviewForm
      brandId={data.id}
      connectionId={data.reviews.__id}
      existing={data.viewerReview ?? null}
      onClose={stopWriting}
    />
  ) : (
    <WriteReviewPrompt onCancel={stopWriting} />
  );

  return (
    <ProfileSection id="reviews" aria-labelledby="reviews-title">
      <SectionHeader>
        <div>
          <h2 id="reviews-title">Customer Reviews</h2>
          {data.reviewCount > 0 ? <Summary rating={data.rating} count={data.reviewCount} /> : null}
        </div>
        <Button
          ref={writeButtonRef}
          $variant="secondary"
          aria-expanded={writing}
          aria-controls="write-review"
          onClick={() => setWriting((open) => !open)}
        >
          {viewer && data.viewerReview ? 'Edit Your Review' : 'Write a Review'}
        </Button>
      </SectionHeader>
      <div id="write-review">{writing ? composer : null}</div>
      {edges.length ? (
        <ReviewList>
          {edges.map(({ node }) => (
            <li key={node.id}>
              <ReviewItem review={node} />
            </li>
          ))}
        </ReviewList>
      ) : (
        <EmptyNote>No reviews yet. Be the first to share your experience.</EmptyNote>
      )}
      {hasNext ? (
        <LoadMoreRow>
          <Button $variant="secondary" disabled={isLoadingNext} onClick={loadMore}>
            {isLoadingNext ? 'Loading…' : 'More reviews'}
          </Button>
        </LoadMoreRow>
      ) : null}
    </ProfileSection>
  );
}
