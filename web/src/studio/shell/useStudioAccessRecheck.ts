import { useEffect } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { useLocation } from 'react-router';
import { fetchQuery } from 'relay-runtime';
import AuthViewerQueryNode, { type AuthViewerQuery } from '../../__generated__/AuthViewerQuery.graphql';

/** Studio pages re-check the viewer's permissions as they change, at most once per this interval. */
export const ACCESS_CHECK_INTERVAL_MS = 10_000;

let lastCheck = Number.NEGATIVE_INFINITY;

/**
 * Re-reads the signed-in user's role and permissions when a studio page opens, at most once every
 * ten seconds, so access withdrawn by an administrator takes effect without a reload. The answer
 * lands in the store, which the session's viewer follows; the access gate then reacts.
 */
export function useStudioAccessRecheck(enabled: boolean): void {
  const environment = useRelayEnvironment();
  const { pathname } = useLocation();
  useEffect(() => {
    if (!enabled) return;
    const now = Date.now();
    if (now - lastCheck < ACCESS_CHECK_INTERVAL_MS) return;
    lastCheck = now;
    fetchQuery<AuthViewerQuery>(environment, AuthViewerQueryNode, {}, { fetchPolicy: 'network-only' }).subscribe({
      error: () => undefined,
    });
  }, [enabled, environment, pathname]);
}
