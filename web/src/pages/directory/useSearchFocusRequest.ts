import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { wantsSearchFocus } from '../../lib/directorySearch';

/** Focuses the returned input when the page is reached through the header's search button. */
export function useSearchFocusRequest() {
  const inputRef = useRef<HTMLInputElement>(null);
  const location = useLocation();
  const focusRequested = wantsSearchFocus(location.state);

  useEffect(() => {
    if (focusRequested) inputRef.current?.focus();
  }, [focusRequested, location.key]);

  return inputRef;
}
