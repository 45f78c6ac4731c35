import { useAuth } from '../auth/useAuth';
import { useDelayedFlag } from '../hooks/useDelayedFlag';
import { FullScreenSpinner } from './FullScreenSpinner';

const SHOW_AFTER_MS = 150;

/** Full-screen spinner while the session is read or ended (only when that takes a noticeable time). */
export function AuthSpinner() {
  const { loading } = useAuth();
  const visible = useDelayedFlag(loading, SHOW_AFTER_MS);
  return visible ? <FullScreenSpinner label="Checking your session" /> : null;
}
