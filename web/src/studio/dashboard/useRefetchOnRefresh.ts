import { startTransition, useEffect, useRef } from 'react';
import type { Disposable } from 'relay-runtime';
import { refreshSize } from './dashboardPaging';

type Refetch = (variables: { count: number }, options: { fetchPolicy: 'network-only' }) => Disposable;

/**
 * Refetches the recent leads whenever `refreshKey` changes (Refresh, and every 30 seconds), asking
 * for as many leads as are loaded so the page being read stays. The old rows stay until the new arrive.
 */
export function useRefetchOnRefresh(refreshKey: number, refetch: Refetch, loaded: number) {
  const handledKey = useRef(refreshKey);
  const loadedNow = useRef(loaded);
  useEffect(() => {
    loadedNow.current = loaded;
  }, [loaded]);
  useEffect(() => {
    if (handledKey.current === refreshKey) return;
    handledKey.current = refreshKey;
    startTransition(() => {
      refetch({ count: refreshSize(loadedNow.current) }, { fetchPolicy: 'network-only' });
    });
  }, [refreshKey, refetch]);
}
