import { useCallback, useEffect, useRef } from 'react';
import { useToast } from '../../components/toast/useToast';
import type { ToastTone } from '../../components/toast/ToastContext';

/** How long each toast of a sequence stays before the next one takes its place. */
export const TOAST_SEQUENCE_STEP_MS = 1800;

/**
 * Shows several messages each in its own toast, one after another (the site shows one toast at a
 * time; the live region announces each). A new sequence, or leaving the page, stops the old one.
 */
export function useToastSequence() {
  const { showToast } = useToast();
  const timers = useRef<number[]>([]);
  const stop = useCallback(() => {
    timers.current.forEach((timer) => window.clearTimeout(timer));
    timers.current = [];
  }, []);
  useEffect(() => stop, [stop]);

  return useCallback(
    (messages: readonly string[], tone: ToastTone = 'error') => {
      stop();
      messages.forEach((message, index) => {
        if (index === 0) showToast(message, tone);
        else timers.current.push(window.setTimeout(() => showToast(message, tone), index * TOAST_SEQUENCE_STEP_MS));
      });
    },
    [showToast, stop],
  );
}
