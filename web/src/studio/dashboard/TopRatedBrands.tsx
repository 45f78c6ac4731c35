import { graphql, useFragment } from 'react-relay';
import styled from 'styled-components';
import type { TopRatedBrands_analytics$key } from '../../__generated__/TopRatedBrands_analytics.graphql';
import { DashboardTable } from './DashboardTable';
import { formatCount, formatRating } from '../kit/format';

const topRatedBrandsFragment = graphql`
  fragment TopRatedBrands_analytics on PlatformAnalytics {
    topBrands {
      brand {
        id
      }
      name
      rating
      reviewCount
    }
  }
`;

const Empty = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

/** The best rated brands (at most five, weighed by how many reviews they have). */
export function TopRatedBrands({ analytics }: { analytics: TopRatedBrands_analytics$key }) {
  const { topBrands } = useFragment(topRatedBrandsFragment, analytics);
  if (topBrands.length === 0) return <Empty>No brands have reviews yet.</Empty>;
  return (
    <DashboardTable
      caption="Top rated brands"
      head={
        <>
          <th scope="col">Brand</th>
          <th scope="col" data-numeric>
            Rating
          </th>
          <th scope="col" data-numeric>
            Reviews
          </th>
        </>
      }
    >
      {topBrands.map((brand) => (
        <tr key={brand.brand.id}>
          <th scope="row">{brand.name}</th>
          <td data-numeric>{formatRating(brand.rating)}</td>
          <td data-numeric>{formatCount(brand.reviewCount)}</td>
        </tr>
      ))}
    </DashboardTable>
  );
}
