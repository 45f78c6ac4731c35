import { graphql, useFragment } from 'react-relay';
import type { LeadAnalyticsCards_analytics$key } from '../../__generated__/LeadAnalyticsCards_analytics.graphql';
import { formatCount, formatPercent } from '../kit/format';
import { StatCard } from '../kit/StatCard';
import { StatGrid } from '../kit/StatGrid';

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
    <StatGrid as="div" $tiles>
      <StatCard compact label="Total Leads" value={formatCount(figures.totalLeads)} />
      <StatCard compact label="This Month" value={formatCount(figures.thisMonthLeads)} note="New leads" />
      <StatCard compact label="Qualified" value={formatCount(figures.qualifiedLeads)} note="Ready for follow-up" />
      <StatCard compact label="Converted" value={formatCount(figures.convertedLeads)} />
      <StatCard compact label="Conversion Rate" value={formatPercent(figures.conversionRate)} />
      <StatCard compact label="Total Bookings" value={formatCount(figures.totalBookings)} />
      <StatCard compact label="Bookings This Month" value={formatCount(figures.thisMonthBookings)} />
    </StatGrid>
  );
}
