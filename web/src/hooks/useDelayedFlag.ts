import { useEffect, useState } from 'react';

/** Follows `value`, but only turns true after it has stayed true for `delayMs` (avoids flashes). */
export function useDelayedFlag(value: boolean, delayMs: number): boolean {
  const [delayed, setDelayed] = useState(false);

  useEffect(() => {
    if (!value) {
      setDelayed(false);
      return;
    }
    const timer = setTimeout(() => setDelayed(true), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);

  return value && delayed;
}
