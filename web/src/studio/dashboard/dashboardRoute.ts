import LeadAnalyticsQueryNode, { type LeadAnalyticsQuery } from '../../__generated__/LeadAnalyticsQuery.graphql';
import RecentLeadsQueryNode, { type RecentLeadsQuery } from '../../__generated__/RecentLeadsQuery.graphql';
import { sectionQueryLoader } from '../kit/sectionQueryLoader';
import { DASHBOARD_PAGE_SIZE } from './dashboardPaging';

const preloadLeadAnalytics = sectionQueryLoader<LeadAnalyticsQuery>(LeadAnalyticsQueryNode, () => ({}));
const preloadRecentLeads = sectionQueryLoader<RecentLeadsQuery>(RecentLeadsQueryNode, () => ({
  count: DASHBOARD_PAGE_SIZE,
}));

/**
 * /studio: starts the queries every viewer's dashboard runs (lead analytics and the recent leads).
 * The platform and brand overviews depend on who is signed in and load with their sections.
 */
export function dashboardLoader(): null {
  preloadLeadAnalytics();
  preloadRecentLeads();
  return null;
}
