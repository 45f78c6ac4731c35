import { useEffect, useRef } from 'react';
import { fetchInteraction } from '../../auth/interactionApi';

interface InteractionCallbacks {
  /** The request is gone: sign-in has to start again. */
  onExpired: (message: string) => void;
  /** The e-mail address the request suggests. */
  onLoginHint: (email: string) => void;
}

/** Reads the sign-in request the provider sent this page with. */
export function useInteractionCheck(uid: string, callbacks: InteractionCallbacks): void {
  const latest = useRef(callbacks);
  useEffect(() => {
    latest.current = callbacks;
  });

  useEffect(() => {
    let active = true;
    fetchInteraction(uid)
      .then((answer) => {
        if (!active) return;
        if (answer.ok && answer.value.params.loginHint) latest.current.onLoginHint(answer.value.params.loginHint);
        else if (!answer.ok && answer.status === 404) latest.current.onExpired(answer.failure.message);
      })
      // Unreachable now does not mean expired: submitting will tell.
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [uid]);
}
