import { useCallback, useEffect, useRef } from 'react';
import { BRAND_MESSAGES } from '@features/brands/messages';
import { currentSessionUser } from '../../auth/sessionRenewal';
import { useToast } from '../../components/toast/useToast';

/** Spec section 9: the page reloads this long after saying the session has expired. */
export const SESSION_EXPIRED_RELOAD_MS = 2000;

/**
 * The brand create screen's session handling (spec sections 5 and 8): `validateSession` checks the
 * session before anything is sent; `sessionExpired` says so and reloads the page after 2 seconds
 * (the studio then asks to log in, and comes back here).
 */
export function useSessionExpired() {
  const { showToast } = useToast();
  const timer = useRef<number | null>(null);
  useEffect(
    () => () => {
      if (timer.current != null) window.clearTimeout(timer.current);
    },
    [],
  );

  const sessionExpired = useCallback(
    (message: string = BRAND_MESSAGES.sessionExpired) => {
      showToast(message, 'error');
      if (timer.current == null)
        timer.current = window.setTimeout(() => window.location.reload(), SESSION_EXPIRED_RELOAD_MS);
    },
    [showToast],
  );

  const validateSession = useCallback(async (): Promise<boolean> => {
    if (await currentSessionUser()) return true;
    sessionExpired();
    return false;
  }, [sessionExpired]);

  return { sessionExpired, validateSession };
}
