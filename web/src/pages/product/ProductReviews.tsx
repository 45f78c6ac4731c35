import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { ProductReviews_product$key } from '../../__generated__/ProductReviews_product.graphql';
import { StarRating } from '../../components/StarRating';
import { formatDate } from '../../lib/formatDate';
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
            author
            rating
            date
            comment
          }
        }
      }
    }
  }
`;

const Summary = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.inkMuted};

  strong {
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    color: ${({ theme }) => theme.colors.indigo900};
  }
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(auto-fill, minmax(18rem, 1fr));
  }
`;

const Review = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  height: 100%;
  padding: ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.colors.paper};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  time {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.inkMuted};
  }
  p {
    color: ${({ theme }) => theme.colors.inkSoft};
    white-space: pre-line;
  }
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
`;

/** The brand's rating and three newest reviews; the brand's page holds them all, with the form to write one. */
export function ProductReviews({ product: productKey }: { product: ProductReviews_product$key }) {
  const { brand } = useFragment(productReviewsFragment, productKey);
  const count = brand.reviewCount === 1 ? '1 review' : `${brand.reviewCount} reviews`;
  return (
    <PageSection aria-labelledby="product-reviews-title" data-testid="product-reviews">
      <SectionHeader>
        <h2 id="product-reviews-title">Customer Reviews</h2>
        <Link to={`/brand/${encodeURIComponent(brand.id)}#reviews`}>{`All reviews of ${brand.name}`}</Link>
      </SectionHeader>
      {brand.reviewCount > 0 ? (
        <>
          <Summary>
            <strong>{brand.rating.toFixed(1)}</strong>
            <StarRating rating={brand.rating} size={18} />
            <span>{count}</span>
          </Summary>
          <List>
            {brand.reviews.edges.map(({ node }) => (
              <li key={node.id}>
                <Review>
                  <h3>{node.author}</h3>
                  <StarRating rating={node.rating} />
                  <time dateTime={node.date}>{formatDate(node.date)}</time>
                  <p>{node.comment}</p>
                </Review>
              </li>
            ))}
          </List>
        </>
      ) : (
        <Empty>No reviews yet. Be the first to share your experience.</Empty>
      )}
    </PageSection>
  );
}
