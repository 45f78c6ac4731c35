import { graphql, useFragment } from 'react-relay';
import styled from 'styled-components';
import type { ReviewDistribution_analytics$key } from '../../__generated__/ReviewDistribution_analytics.graphql';
import { DashboardTable } from './DashboardTable';
import { formatCount, formatPercent } from '../kit/format';

const reviewDistributionFragment = graphql`
  fragment ReviewDistribution_analytics on PlatformAnalytics {
    reviewDistribution {
      rating
      count
    }
  }
`;

const Share = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 8rem;
`;

const Bar = styled.span<{ $share: number }>`
  flex: 1;
  height: 0.5rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $share }) => `linear-gradient(to right, ${theme.colors.ochre} ${$share}%, ${theme.colors.indigo100} ${$share}%)`};
`;

/** How many reviews gave each rating, five stars first, with each rating's share of all reviews. */
export function ReviewDistribution({ analytics }: { analytics: ReviewDistribution_analytics$key }) {
  const { reviewDistribution } = useFragment(reviewDistributionFragment, analytics);
  const total = reviewDistribution.reduce((sum, bucket) => sum + bucket.count, 0);
  const highestFirst = [...reviewDistribution].sort((a, b) => b.rating - a.rating);
  return (
    <DashboardTable
      caption="Review distribution"
      head={
        <>
          <th scope="col">Rating</th>
          <th scope="col" data-numeric>
            Reviews
          </th>
          <th scope="col">Share</th>
        </>
      }
    >
      {highestFirst.map(({ rating, count }) => {
        const share = total ? Math.round((count / total) * 100) : 0;
        return (
          <tr key={rating}>
            <th scope="row">{rating === 1 ? '1 star' : `${rating} stars`}</th>
            <td data-numeric>{formatCount(count)}</td>
            <td>
              <Share>
                <Bar aria-hidden="true" $share={share} />
                {formatPercent(share)}
              </Share>
            </td>
          </tr>
        );
      })}
    </DashboardTable>
  );
}
