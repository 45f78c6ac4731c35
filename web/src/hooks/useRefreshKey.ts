import { startTransition, useCallback, useEffect, useState } from 'react';

/** A key that changes on demand and every `intervalMs`, for refetching a query (Relay fetchKey). */
export function useRefreshKey(intervalMs: number) {
  const [key, setKey] = useState(0);
  const refresh = useCallback(() => startTransition(() => setKey((k) => k + 1)), []);
  useEffect(() => {
    const timer = window.setInterval(refresh, intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs, refresh]);
  return { key, refresh };
}
