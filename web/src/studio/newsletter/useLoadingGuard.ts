import { useEffect, useState } from 'react';
import { NEWSLETTER_FETCH } from './newsletterFetchPolicy';

/** The spec's text once loading has gone on for 30 s. */
export const LOADING_TIMEOUT = 'Loading timeout - please try refreshing the page';

/** Whether `loading` has been true for longer than the guard (30 s); it resets once loading ends. */
export function useLoadingGuard(loading: boolean, guardMs: number = NEWSLETTER_FETCH.loadingGuardMs): boolean {
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    setExpired(false);
    if (!loading) return;
    const timer = window.setTimeout(() => setExpired(true), guardMs);
    return () => window.clearTimeout(timer);
  }, [loading, guardMs]);
  return loading && expired;
}
