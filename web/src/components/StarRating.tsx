import styled from 'styled-components';
import { StarIcon } from './icons';

const Stars = styled.span<{ $size: number }>`
  display: inline-flex;
  gap: 1px;
  color: ${({ theme }) => theme.colors.ochre};

  svg {
    width: ${({ $size }) => $size}px;
    height: ${({ $size }) => $size}px;
  }
`;

function roundForDisplay(rating: number): string {
  return Number.isInteger(rating) ? String(rating) : rating.toFixed(1);
}

/** Five stars, filled to the nearest whole star, announced as 'Rated N out of 5'. */
export function StarRating({ rating, size = 16 }: { rating: number; size?: number }) {
  const filled = Math.round(rating);
  return (
    <Stars $size={size} role="img" aria-label={`Rated ${roundForDisplay(rating)} out of 5`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon key={n} filled={n <= filled} />
      ))}
    </Stars>
  );
}
