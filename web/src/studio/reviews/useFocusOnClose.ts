import { useEffect, useRef } from 'react';

/**
 * A ref for the button that opens an inline form: when the form closes (saved or cancelled) and
 * the button is back, it takes the focus again, so keyboard users stay where they were.
 */
export function useFocusOnClose<T extends HTMLElement>(open: boolean) {
  const ref = useRef<T>(null);
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open) ref.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return ref;
}
