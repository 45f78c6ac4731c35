import { describe, expect, it } from 'vitest';
import { GraphQLRequestError } from '../../relay/GraphQLRequestError';
import { NETWORK_ERROR } from '../../relay/networkError';
import { isSessionRejected } from '../kit/permissionRefused';
import { analyticsFailureMessage, BRAND_ANALYTICS_FETCH_FAILED, leadsFailureMessage } from './dashboardErrors';

const apiError = (message: string, code?: string) =>
  new GraphQLRequestError([{ message, extensions: code ? { code } : {} }]);
const FORBIDDEN = "You don't have permission to view analytics data. Please log in with an admin account.";

describe('analyticsFailureMessage', () => {
  it("passes on the API's sign-in and permission messages", () => {
    expect(analyticsFailureMessage(apiError('Please log in to access analytics data', 'UNAUTHENTICATED'))).toBe(
      'Please log in to access analytics data',
    );
    expect(analyticsFailureMessage(apiError(FORBIDDEN, 'FORBIDDEN'))).toBe(FORBIDDEN);
  });

  it('explains an unreachable server', () => {
    expect(analyticsFailureMessage(new Error(NETWORK_ERROR))).toBe(
      'Database connection unavailable. Please try again later.',
    );
  });

  it('hides technical failures behind the panel fallback', () => {
    expect(analyticsFailureMessage(apiError('relation "reviews" does not exist', 'INTERNAL_SERVER_ERROR'))).toBe(
      'Failed to fetch analytics',
    );
    expect(
      analyticsFailureMessage(new Error('The server answered 502 Bad Gateway'), BRAND_ANALYTICS_FETCH_FAILED),
    ).toBe('Failed to fetch brand analytics');
  });
});

describe('leadsFailureMessage', () => {
  it("passes on the API's words meant for people, otherwise says the leads failed", () => {
    expect(leadsFailureMessage(apiError("You don't have permission to manage leads.", 'FORBIDDEN'))).toBe(
      "You don't have permission to manage leads.",
    );
    expect(leadsFailureMessage(new Error(NETWORK_ERROR))).toBe(NETWORK_ERROR);
    expect(leadsFailureMessage(apiError('boom'))).toBe('Failed to fetch leads');
  });
});

describe('isSessionRejected', () => {
  it('recognises an ended session only', () => {
    expect(isSessionRejected(apiError('Please log in to access the Studio Leads.', 'UNAUTHENTICATED'))).toBe(true);
    expect(isSessionRejected(apiError('Nope', 'FORBIDDEN'))).toBe(false);
    expect(isSessionRejected(new Error('x'))).toBe(false);
  });
});
