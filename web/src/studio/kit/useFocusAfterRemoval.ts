import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A removed record's card goes with its Delete button: once the list has shown its new count,
 * focus moves to the count (summaryRef) or, when nothing is left, to the empty state's heading.
 */
export function useFocusAfterRemoval(count: number) {
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const emptyHeadingRef = useRef<HTMLHeadingElement>(null);
  const [refocus, setRefocus] = useState(false);
  useEffect(() => {
    if (!refocus) return;
    setRefocus(false);
    (summaryRef.current ?? emptyHeadingRef.current)?.focus();
  }, [refocus, count]);
  const focusAfterRemoval = useCallback(() => setRefocus(true), []);
  return { summaryRef, emptyHeadingRef, focusAfterRemoval };
}
