import { graphql, useLazyLoadQuery } from 'react-relay';
import type { LeadStatsQuery } from '../../__generated__/LeadStatsQuery.graphql';
import { formatCount, formatOptionalPounds, formatPercent } from '../kit/format';
import { StatCard } from '../kit/StatCard';
import { StatGrid } from '../kit/StatGrid';

const leadStatsQuery = graphql`
  query LeadStatsQuery {
    leadAnalytics {
      totalLeads
      qualifiedLeads
      convertedLeads
      conversionRate
      totalValue
      totalBookings
      thisMonthBookings
    }
  }
`;

/**
 * The four figures over every lead the viewer may see (filters do not change them). A new
 * `fetchKey` asks the server again; started in a transition, the old figures stay until then.
 */
export function LeadStats({ fetchKey }: { fetchKey: string }) {
  const { leadAnalytics: figures } = useLazyLoadQuery<LeadStatsQuery>(
    leadStatsQuery,
    {},
    { fetchPolicy: 'network-only', fetchKey },
  );
  return (
    <StatGrid aria-label="Lead analytics">
      <StatCard
        label="Total Leads"
        value={formatCount(figures.totalLeads)}
        note={`Estimated value ${formatOptionalPounds(figures.totalValue)}`}
      />
      <StatCard label="Qualified Leads" value={formatCount(figures.qualifiedLeads)} note="Ready for follow-up" />
      <StatCard
        label="Conversion Rate"
        value={formatPercent(figures.conversionRate)}
        note={`Converted: ${formatCount(figures.convertedLeads)}`}
      />
      <StatCard
        label="Total Bookings"
        value={formatCount(figures.totalBookings)}
        note={`${formatCount(figures.thisMonthBookings)} this month`}
      />
    </StatGrid>
  );
}
