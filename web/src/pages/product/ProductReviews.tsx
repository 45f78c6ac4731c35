import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { ProductReviews_product$key } from '../../__generated__/ProductReviews_product.graphql';
import { ReviewItem } from '../../components/reviews/ReviewItem';
import { ReviewList } from '../../components/reviews/ReviewList';
import { ReviewSummary } from '../../components/reviews/ReviewSummary';
import { PageSection, SectionHeader } from './PageSection';

const productReviewsFragment = graphql`
  fragment ProductReviews_product on Product {
    brand {
      id
      name
      rating
      reviewCount
      reviews(first: 3) {
        edges {
          node {
            id
            ...ReviewItem_review
          }
        }
      }
    }
  }
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
`;

/** The brand's rating and three newest reviews; the brand's page holds them all, with the form to write one. */
export function ProductReviews({ product: productKey }: { product: ProductReviews_product$key }) {
  const { brand } = useFragment(productReviewsFragment, productKey);
  return (
    <PageSection aria-labelledby="product-reviews-title" data-testid="product-reviews">
      <SectionHeader>
        <h2 id="product-reviews-title">Customer Reviews</h2>
        <Link to={`/brand/${encodeURIComponent(brand.id)}#reviews`}>{`All reviews of ${brand.name}`}</Link>
      </SectionHeader>
      {brand.reviewCount > 0 ? (
        <>
          <ReviewSummary rating={brand.rating} count={brand.reviewCount} />
          <ReviewList $columns>
            {brand.reviews.edges.map(({ node }) => (
              <li key={node.id}>
                <ReviewItem review={node} />
              </li>
            ))}
          </ReviewList>
        </>
      ) : (
        <Empty>No reviews yet. Be the first to share your experience.</Empty>
      )}
    </PageSection>
  );
}
