import { graphql, useLazyLoadQuery } from 'react-relay';
import styled from 'styled-components';
import type { LeadAnalyticsQuery } from '../../__generated__/LeadAnalyticsQuery.graphql';
import { LeadAnalyticsCards } from './LeadAnalyticsCards';
import { TopPerformingBrands } from './TopPerformingBrands';

const leadAnalyticsQuery = graphql`
  query LeadAnalyticsQuery {
    leadAnalytics {
      ...LeadAnalyticsCards_analytics
      ...TopPerformingBrands_analytics
    }
  }
`;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

interface LeadAnalyticsProps {
  fetchKey: string;
  /** Platform-wide viewers also see the brands that earn the most from converted leads. */
  showTopPerformingBrands: boolean;
}

/** Figures over the leads the viewer can see, and for admins the top performing brands. */
export function LeadAnalytics({ fetchKey, showTopPerformingBrands }: LeadAnalyticsProps) {
  const { leadAnalytics } = useLazyLoadQuery<LeadAnalyticsQuery>(
    leadAnalyticsQuery,
    {},
    { fetchPolicy: 'network-only', fetchKey },
  );
  return (
    <Layout>
      <LeadAnalyticsCards analytics={leadAnalytics} />
      {showTopPerformingBrands ? <TopPerformingBrands analytics={leadAnalytics} /> : null}
    </Layout>
  );
}
