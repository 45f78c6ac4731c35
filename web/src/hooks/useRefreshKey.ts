import { useCallback, useEffect, useState, useTransition } from 'react';

/**
 * A key that changes on demand and every `intervalMs`, for refetching a query (Relay fetchKey).
 * Changes run in a transition, so what is on screen stays until the new answer arrives;
 * `refreshing` is true meanwhile.
 */
export function useRefreshKey(intervalMs: number) {
  const [key, setKey] = useState(0);
  const [refreshing, startRefresh] = useTransition();
  const refresh = useCallback(() => startRefresh(() => setKey((k) => k + 1)), []);
  useEffect(() => {
    const timer = window.setInterval(refresh, intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs, refresh]);
  return { key, refresh, refreshing };
}
