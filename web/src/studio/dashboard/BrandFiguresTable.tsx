import { graphql, useFragment } from 'react-relay';
import type { BrandFiguresTable_analytics$key } from '../../__generated__/BrandFiguresTable_analytics.graphql';
import { formatCount, formatRating } from '../kit/format';
import { BrandTable } from './BrandTable';

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

/** Each of the brand admin's brands with its own figures, by name. */
export function BrandFiguresTable({ analytics }: { analytics: BrandFiguresTable_analytics$key }) {
  const { brands } = useFragment(brandFiguresFragment, analytics);
  return (
    <BrandTable
      caption="Your brands"
      empty="No brands are linked to your account yet."
      columns={['Products', 'Reviews', 'Recent reviews', 'Average rating', 'Page views']}
      rows={brands.map((brand) => ({
        id: brand.brand.id,
        name: brand.name,
        figures: [
          formatCount(brand.products),
          formatCount(brand.reviews),
          formatCount(brand.recentReviews),
          formatRating(brand.averageRating),
          formatCount(brand.pageViews),
        ],
      }))}
    />
  );
}
