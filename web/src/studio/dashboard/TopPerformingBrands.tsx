import { graphql, useFragment } from 'react-relay';
import type { TopPerformingBrands_analytics$key } from '../../__generated__/TopPerformingBrands_analytics.graphql';
import { formatPounds } from '../kit/format';
import { BrandTable } from './BrandTable';

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

/** The brands with the most revenue from converted leads, and the platform's commission on it. */
export function TopPerformingBrands({ analytics }: { analytics: TopPerformingBrands_analytics$key }) {
  const { topPerformingBrands } = useFragment(topPerformingBrandsFragment, analytics);
  if (!topPerformingBrands) return null;
  return (
    <BrandTable
      caption="Top performing brands"
      empty="No brand has converted leads yet."
      columns={['Revenue', 'Commission']}
      rows={topPerformingBrands.map(({ brand, totalRevenue, totalCommission }) => ({
        id: brand.id,
        name: brand.name,
        figures: [formatPounds(totalRevenue), formatPounds(totalCommission)],
      }))}
    />
  );
}
