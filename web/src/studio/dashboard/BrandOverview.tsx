import { graphql, useLazyLoadQuery } from 'react-relay';
import styled from 'styled-components';
import type { BrandOverviewQuery } from '../../__generated__/BrandOverviewQuery.graphql';
import { BrandFiguresTable } from './BrandFiguresTable';
import { formatCount, formatRating } from '../kit/format';
import { StatCard } from '../kit/StatCard';
import { StatGrid } from '../kit/StatGrid';

const brandOverviewQuery = graphql`
  query BrandOverviewQuery($brandIds: [ID!]) {
    brandAnalytics(brandIds: $brandIds) {
      totalBrands
      totalProducts
      totalReviews
      recentReviews
      averageRating
      totalPageViews
      ...BrandFiguresTable_analytics
    }
  }
`;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

/** Products, reviews, rating and page views over a brand admin's own brands, then brand by brand. */
export function BrandOverview({ brandIds, fetchKey }: { brandIds: readonly string[]; fetchKey: string }) {
  const { brandAnalytics: brands } = useLazyLoadQuery<BrandOverviewQuery>(
    brandOverviewQuery,
    { brandIds: [...brandIds] },
    { fetchPolicy: 'network-only', fetchKey },
  );
  return (
    <Layout>
      <StatGrid as="div" $tiles>
        <StatCard compact label="Your Brands" value={formatCount(brands.totalBrands)} />
        <StatCard compact label="Products" value={formatCount(brands.totalProducts)} />
        <StatCard compact label="Reviews" value={formatCount(brands.totalReviews)} />
        <StatCard compact label="Recent Reviews" value={formatCount(brands.recentReviews)} note="Last 30 days" />
        <StatCard compact label="Average Rating" value={formatRating(brands.averageRating)} />
        <StatCard compact label="Page Views" value={formatCount(brands.totalPageViews)} note="Brand profile visits" />
      </StatGrid>
      <BrandFiguresTable analytics={brands} />
    </Layout>
  );
}
