import styled from 'styled-components';
import { StarRating } from '../StarRating';

const Summary = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};

  strong {
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    color: ${({ theme }) => theme.colors.indigo900};
  }
  span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** A brand's average rating, as a number and stars, and how many reviews it comes from. */
export function ReviewSummary({ rating, count, className }: { rating: number; count: number; className?: string }) {
  return (
    <Summary className={className}>
      <strong>{rating.toFixed(1)}</strong>
      <StarRating rating={rating} size={18} />
      <span>{count === 1 ? '1 review' : `${count} reviews`}</span>
    </Summary>
  );
}
