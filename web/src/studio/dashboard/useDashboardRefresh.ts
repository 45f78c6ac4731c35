import { useCallback, useEffect, useState, useTransition } from 'react';

/** The dashboard reloads its figures and leads this often (spec: every 30 seconds). */
export const DASHBOARD_REFRESH_MS = 30_000;

/**
 * A key that changes on demand and every `intervalMs`, for refetching the dashboard's queries.
 * Changes run in a transition, so the figures on screen stay until the new ones arrive.
 */
export function useDashboardRefresh(intervalMs: number) {
  const [refreshKey, setRefreshKey] = useState(0);
  const [refreshing, startRefresh] = useTransition();
  const refresh = useCallback(() => startRefresh(() => setRefreshKey((key) => key + 1)), []);
  useEffect(() => {
    const timer = window.setInterval(refresh, intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs, refresh]);
  return { refreshKey, refresh, refreshing };
}
