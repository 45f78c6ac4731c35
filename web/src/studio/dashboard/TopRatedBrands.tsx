import { graphql, useFragment } from 'react-relay';
import type { TopRatedBrands_analytics$key } from '../../__generated__/TopRatedBrands_analytics.graphql';
import { formatCount, formatRating } from '../kit/format';
import { BrandTable } from './BrandTable';

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

/** The best rated brands (at most five, weighed by how many reviews they have). */
export function TopRatedBrands({ analytics }: { analytics: TopRatedBrands_analytics$key }) {
  const { topBrands } = useFragment(topRatedBrandsFragment, analytics);
  return (
    <BrandTable
      caption="Top rated brands"
      empty="No brands have reviews yet."
      columns={['Rating', 'Reviews']}
      rows={topBrands.map((brand) => ({
        id: brand.brand.id,
        name: brand.name,
        figures: [formatRating(brand.rating), formatCount(brand.reviewCount)],
      }))}
    />
  );
}
