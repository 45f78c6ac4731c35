import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { hasGateAccess, isGateEnabled } from '../lib/passwordGate';

const GATE_PATH = '/password-gate';

// Asked once per page load: the setting does not change while the app runs.
let gateEnabled: Promise<boolean> | undefined;

/** Sends browsers that have not passed the beta gate to it, remembering where they were going. */
export function usePasswordGate(): void {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const onGate = pathname.startsWith(GATE_PATH);

  useEffect(() => {
    if (onGate) return;
    let cancelled = false;
    // The server decides (its gate pass cookie); the stored flag covers passing the gate during this page load.
    void (gateEnabled ??= isGateEnabled()).then((enabled) => {
      if (enabled && !hasGateAccess() && !cancelled)
        navigate(`${GATE_PATH}?redirect=${encodeURIComponent(pathname + search)}`, { replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [onGate, pathname, search, navigate]);
}
