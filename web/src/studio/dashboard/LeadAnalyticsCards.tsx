import { graphql, useFragment } from 'react-relay';
import type { LeadAnalyticsCards_analytics$key } from '../../__generated__/LeadAnalyticsCards_analytics.graphql';
import { formatCount, formatPercent } from './dashboardFormat';
import { StatGrid } from './StatGrid';
import { StatTile } from './StatTile';

const leadAnalyticsCardsFragment = graphql`
  fragment LeadAnalyticsCards_analytics on LeadAnalytics {
    totalLeads
    thisMonthLeads
    qualifiedLeads
    convertedLeads
    conversionRate
    totalBookings
    thisMonthBookings
  }
`;

/** Lead and booking counts, this month's share and the conversion rate. */
export function LeadAnalyticsCards({ analytics }: { analytics: LeadAnalyticsCards_analytics$key }) {
  const figures = useFragment(leadAnalyticsCardsFragment, analytics);
  return (
    <StatGrid>
      <StatTile label="Total Leads" value={formatCount(figures.totalLeads)} />
      <StatTile label="This Month" value={formatCount(figures.thisMonthLeads)} note="New leads" />
      <StatTile label="Qualified" value={formatCount(figures.qualifiedLeads)} note="Ready for follow-up" />
      <StatTile label="Converted" value={formatCount(figures.convertedLeads)} />
      <StatTile label="Conversion Rate" value={formatPercent(figures.conversionRate)} />
      <StatTile label="Total Bookings" value={formatCount(figures.totalBookings)} />
      <StatTile label="Bookings This Month" value={formatCount(figures.thisMonthBookings)} />
    </StatGrid>
  );
}
