import { useCallback, useState } from 'react';

/**
 * A key for one dashboard section's query and error boundary: it changes with `baseKey` (the
 * dashboard's refreshes) and whenever the section's Retry is pressed.
 */
export function useRetryKey(baseKey: string | number) {
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { key: `${baseKey}:${attempt}`, retry };
}
