import { graphql, useFragment } from 'react-relay';
import styled from 'styled-components';
import type { TopPerformingBrands_analytics$key } from '../../__generated__/TopPerformingBrands_analytics.graphql';
import { DashboardTable } from './DashboardTable';
import { formatPounds } from '../kit/format';

const topPerformingBrandsFragment = graphql`
  fragment TopPerformingBrands_analytics on LeadAnalytics {
    topPerformingBrands {
      brand {
        id
        name
      }
      totalRevenue
      totalCommission
    }
  }
`;

const Empty = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

/** The brands with the most revenue from converted leads, and the platform's commission on it. */
export function TopPerformingBrands({ analytics }: { analytics: TopPerformingBrands_analytics$key }) {
  const { topPerformingBrands } = useFragment(topPerformingBrandsFragment, analytics);
  if (!topPerformingBrands) return null;
  if (topPerformingBrands.length === 0) return <Empty>No brand has converted leads yet.</Empty>;
  return (
    <DashboardTable
      caption="Top performing brands"
      head={
        <>
          <th scope="col">Brand</th>
          <th scope="col" data-numeric>
            Revenue
          </th>
          <th scope="col" data-numeric>
            Commission
          </th>
        </>
      }
    >
      {topPerformingBrands.map(({ brand, totalRevenue, totalCommission }) => (
        <tr key={brand.id}>
          <th scope="row">{brand.name}</th>
          <td data-numeric>{formatPounds(totalRevenue)}</td>
          <td data-numeric>{formatPounds(totalCommission)}</td>
        </tr>
      ))}
    </DashboardTable>
  );
}
