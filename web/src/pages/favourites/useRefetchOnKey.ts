import { startTransition, useEffect, useRef } from 'react';
import type { Disposable } from 'relay-runtime';
import { refreshSize } from './favouritesPaging';

type Refetch = (variables: { count: number }, options: { fetchPolicy: 'network-only' }) => Disposable;

/**
 * Refetches one paginated favourites list whenever `fetchKey` changes (Refresh, and the automatic
 * refresh), keeping as many items as it shows. The old cards stay up until the new ones arrive.
 */
export function useRefetchOnKey(fetchKey: number, refetch: Refetch, shown: number) {
  const handledKey = useRef(fetchKey);
  const shownNow = useRef(shown);
  useEffect(() => {
    shownNow.current = shown;
  }, [shown]);
  useEffect(() => {
    if (handledKey.current === fetchKey) return;
    handledKey.current = fetchKey;
    startTransition(() => {
      refetch({ count: refreshSize(shownNow.current) }, { fetchPolicy: 'network-only' });
    });
  }, [fetchKey, refetch]);
}
