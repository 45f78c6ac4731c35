import { startTransition, useEffect, useRef } from 'react';
import type { Disposable } from 'relay-runtime';

type Refetch = (variables: { count: number }, options: { fetchPolicy: 'network-only' }) => Disposable;

/**
 * Refetches a paginated list from the server whenever `key` changes (a Refresh button, an
 * automatic refresh), asking for `count` items as they stand at that moment. The items on screen
 * stay until the new ones arrive.
 */
export function useRefetchOnKey(key: number, refetch: Refetch, count: number): void {
  const handledKey = useRef(key);
  const countNow = useRef(count);
  useEffect(() => {
    countNow.current = count;
  }, [count]);
  useEffect(() => {
    if (handledKey.current === key) return;
    handledKey.current = key;
    startTransition(() => {
      refetch({ count: countNow.current }, { fetchPolicy: 'network-only' });
    });
  }, [key, refetch]);
}
