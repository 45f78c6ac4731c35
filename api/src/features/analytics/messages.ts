/** The texts the analytics answer with: the spec's wording (section 8) where it has one; the refusals are the lead analytics' own. */
export const ANALYTICS_MESSAGES = {
  signIn: 'Please log in to access analytics data',
  noAccess: "You don't have permission to view analytics data. Please log in with an admin account.",
  brandNotFound: 'Brand not found',
  invalidBrandId: (id: string) => `Not a brand id: ${id}`,
  fetchFailed: 'Failed to fetch analytics',
} as const;
