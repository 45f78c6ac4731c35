import { graphql, useLazyLoadQuery } from 'react-relay';
import styled from 'styled-components';
import type { PlatformOverviewQuery } from '../../__generated__/PlatformOverviewQuery.graphql';
import { formatCount, formatRating } from '../kit/format';
import { EstimatedFigure } from './EstimatedFigure';
import { ReviewDistribution } from './ReviewDistribution';
import { StatCard } from '../kit/StatCard';
import { StatGrid } from '../kit/StatGrid';
import { TopRatedBrands } from './TopRatedBrands';

const platformOverviewQuery = graphql`
  query PlatformOverviewQuery {
    platformAnalytics {
      totalBrands
      verifiedBrands
      activeBrands
      recentBrands
      totalReviews
      recentReviews
      totalProducts
      averageRating
      ...ReviewDistribution_analytics
      ...TopRatedBrands_analytics
    }
    pageViewTotal {
      pageViews
      estimated
    }
  }
`;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const Details = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  align-items: start;

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  }
`;

const Footnote = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

/** Brands, reviews, products and traffic across the platform (super admins and admins). */
export function PlatformOverview({ fetchKey }: { fetchKey: string }) {
  const { platformAnalytics: platform, pageViewTotal } = useLazyLoadQuery<PlatformOverviewQuery>(
    platformOverviewQuery,
    {},
    { fetchPolicy: 'network-only', fetchKey },
  );
  return (
    <Layout>
      <StatGrid as="div" $tiles>
        <StatCard compact label="Total Brands" value={formatCount(platform.totalBrands)} />
        <StatCard compact label="Verified Brands" value={formatCount(platform.verifiedBrands)} />
        <StatCard
          compact
          label="Active Brands"
          value={formatCount(platform.activeBrands)}
          note="Reviewed or new in 90 days"
        />
        <StatCard compact label="New Brands" value={formatCount(platform.recentBrands)} note="Last 30 days" />
        <StatCard compact label="Total Reviews" value={formatCount(platform.totalReviews)} />
        <StatCard compact label="Recent Reviews" value={formatCount(platform.recentReviews)} note="Last 30 days" />
        <StatCard compact label="Products" value={formatCount(platform.totalProducts)} />
        <StatCard
          compact
          label="Page Views"
          value={<EstimatedFigure value={formatCount(pageViewTotal.pageViews)} estimated={pageViewTotal.estimated} />}
        />
        <StatCard
          compact
          label="Average Rating"
          value={formatRating(platform.averageRating)}
          note="Across all reviews"
        />
      </StatGrid>
      {pageViewTotal.estimated ? <Footnote>* Estimated</Footnote> : null}
      <Details>
        <ReviewDistribution analytics={platform} />
        <TopRatedBrands analytics={platform} />
      </Details>
    </Layout>
  );
}
