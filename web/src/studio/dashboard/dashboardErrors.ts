import { userFacingMessage } from '../../relay/mutationErrors';
import { NETWORK_ERROR } from '../../relay/networkError';

export const LEADS_FETCH_FAILED = 'Failed to fetch leads';
export const ANALYTICS_FETCH_FAILED = 'Failed to fetch analytics';
export const BRAND_ANALYTICS_FETCH_FAILED = 'Failed to fetch brand analytics';
export const ANALYTICS_UNREACHABLE = 'Database connection unavailable. Please try again later.';
export const LEAD_UPDATED = 'Lead updated successfully';
export const LEAD_UPDATE_FAILED = 'Failed to update lead';

const isNetworkFailure = (error: unknown) => error instanceof Error && error.message === NETWORK_ERROR;

/**
 * Why an analytics panel is empty: the API's own words for sign-in and permission problems
 * ('Please log in to access analytics data', "You don't have permission to view analytics data…"),
 * a connection message when the server could not be reached, otherwise `fallback`.
 */
export function analyticsFailureMessage(error: unknown, fallback = ANALYTICS_FETCH_FAILED): string {
  if (isNetworkFailure(error)) return ANALYTICS_UNREACHABLE;
  return userFacingMessage(error, fallback);
}

/** Why the recent leads could not be listed: the API's words when meant for people, otherwise the spec's text. */
export function leadsFailureMessage(error: unknown): string {
  if (isNetworkFailure(error)) return NETWORK_ERROR;
  return userFacingMessage(error, LEADS_FETCH_FAILED);
}
