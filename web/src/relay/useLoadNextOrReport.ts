import { useCallback } from 'react';
import type { Disposable } from 'relay-runtime';
import { useToast } from '../components/toast/useToast';

type LoadNext = (count: number, options?: { onComplete?: (error: Error | null) => void }) => Disposable;

/**
 * Wraps a pagination fragment's loadNext so a page that fails to load says so in a toast instead
 * of leaving the button silently where it was (the visitor can press it again).
 */
export function useLoadNextOrReport(loadNext: LoadNext, pageSize: number, failureMessage: string): () => void {
  const { showToast } = useToast();
  return useCallback(() => {
    loadNext(pageSize, {
      onComplete: (error) => {
        if (error) showToast(failureMessage, 'error');
      },
    });
  }, [loadNext, pageSize, failureMessage, showToast]);
}
