import { graphql, useFragment } from 'react-relay';
import styled from 'styled-components';
import type { BrandFiguresTable_analytics$key } from '../../__generated__/BrandFiguresTable_analytics.graphql';
import { DashboardTable } from './DashboardTable';
import { formatCount, formatRating } from '../kit/format';

const brandFiguresFragment = graphql`
  fragment BrandFiguresTable_analytics on BrandAnalytics {
    brands {
      brand {
        id
      }
      name
      products
      reviews
      recentReviews
      averageRating
      pageViews
    }
  }
`;

const Empty = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

/** Each of the brand admin's brands with its own figures, by name. */
export function BrandFiguresTable({ analytics }: { analytics: BrandFiguresTable_analytics$key }) {
  const { brands } = useFragment(brandFiguresFragment, analytics);
  if (brands.length === 0) return <Empty>No brands are linked to your account yet.</Empty>;
  return (
    <DashboardTable
      caption="Your brands"
      head={
        <>
          <th scope="col">Brand</th>
          <th scope="col" data-numeric>
            Products
          </th>
          <th scope="col" data-numeric>
            Reviews
          </th>
          <th scope="col" data-numeric>
            Recent reviews
          </th>
          <th scope="col" data-numeric>
            Average rating
          </th>
          <th scope="col" data-numeric>
            Page views
          </th>
        </>
      }
    >
      {brands.map((brand) => (
        <tr key={brand.brand.id}>
          <th scope="row">{brand.name}</th>
          <td data-numeric>{formatCount(brand.products)}</td>
          <td data-numeric>{formatCount(brand.reviews)}</td>
          <td data-numeric>{formatCount(brand.recentReviews)}</td>
          <td data-numeric>{formatRating(brand.averageRating)}</td>
          <td data-numeric>{formatCount(brand.pageViews)}</td>
        </tr>
      ))}
    </DashboardTable>
  );
}
