/** The texts leads answer with: the spec's wording where it has one (sections 2 and 8). */
export const LEAD_MESSAGES = {
  notFound: 'Lead not found',
  signInForLeads: 'Please log in to access the Studio Leads.',
  noLeadAccess: "You don't have permission to manage leads.",
  signInForAnalytics: 'Please log in to access analytics data',
  noAnalyticsAccess: "You don't have permission to view analytics data. Please log in with an admin account.",
  brandNotFound: 'Brand not found',
  idRequired: 'Lead id is required',
  fetchFailed: 'Failed to fetch leads',
  analyticsFailed: 'Failed to fetch analytics',
  updateFailed: 'Failed to update lead',
  deleteFailed: 'Failed to delete lead',
  createFailed: 'Failed to create lead',
  interactionFailed: 'Failed to add interaction',
} as const;
