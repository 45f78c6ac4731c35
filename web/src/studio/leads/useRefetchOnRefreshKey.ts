import { startTransition, useEffect, useRef } from 'react';
import type { Disposable } from 'relay-runtime';
import { LEADS_PAGE_SIZE } from './leadsPaging';

type Refetch = (variables: { count: number }, options: { fetchPolicy: 'network-only' }) => Disposable;

/**
 * Reloads the leads list from the server whenever `refreshKey` changes (Refresh, the automatic
 * refresh, a deletion). The cards on screen stay until the new ones arrive.
 */
export function useRefetchOnRefreshKey(refreshKey: number, refetch: Refetch): void {
  const handledKey = useRef(refreshKey);
  useEffect(() => {
    if (handledKey.current === refreshKey) return;
    handledKey.current = refreshKey;
    startTransition(() => {
      refetch({ count: LEADS_PAGE_SIZE }, { fetchPolicy: 'network-only' });
    });
  }, [refreshKey, refetch]);
}
