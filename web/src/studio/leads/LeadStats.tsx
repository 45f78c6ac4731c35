import { graphql, useLazyLoadQuery } from 'react-relay';
import type { LeadStatsQuery } from '../../__generated__/LeadStatsQuery.graphql';
import { formatCount, formatPercent } from './formatCount';
import { formatLeadValue } from './formatLeadValue';
import { LeadStatCard } from './LeadStatCard';
import { StatGrid } from './StatGrid';

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
  const { leadAnalytics: figures } = useLazyLoadQuery<LeadStatsQuery>(leadStatsQuery, {}, { fetchPolicy: 'network-only', fetchKey });
  return (
    <StatGrid aria-label="Lead analytics">
      <LeadStatCard title="Total Leads" value={formatCount(figures.totalLeads)} note={`Estimated value ${formatLeadValue(figures.totalValue)}`} />
      <LeadStatCard title="Qualified Leads" value={formatCount(figures.qualifiedLeads)} note="Ready for follow-up" />
      <LeadStatCard title="Conversion Rate" value={formatPercent(figures.conversionRate)} note={`Converted: ${formatCount(figures.convertedLeads)}`} />
      <LeadStatCard title="Total Bookings" value={formatCount(figures.totalBookings)} note={`${formatCount(figures.thisMonthBookings)} this month`} />
    </StatGrid>
  );
}
