import { useEffect } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { useDelayedFlag } from '../hooks/useDelayedFlag';
import { FullScreenSpinner } from './FullScreenSpinner';
import { SlowNavigationNotice } from './SlowNavigationNotice';

const SHOW_AFTER_MS = 150;
/** After this long the navigating state resets: the overlay goes and the page is usable again. */
export const NAVIGATION_RESET_MS = 5000;

/**
 * Full-screen spinner while the router loads another page. Changes of the query string on the
 * same page (filters) do not show it. Escape abandons the pending navigation by navigating to the
 * current location, which also hides the spinner. A navigation still pending after
 * NAVIGATION_RESET_MS lifts the overlay and leaves a small notice while it finishes.
 */
export function NavigationSpinner() {
  const navigation = useNavigation();
  const location = useLocation();
  const navigate = useNavigate();
  const loadingOtherPage =
    navigation.state !== 'idle' && navigation.location != null && navigation.location.pathname !== location.pathname;
  const visible = useDelayedFlag(loadingOtherPage, SHOW_AFTER_MS);
  const overdue = useDelayedFlag(loadingOtherPage, NAVIGATION_RESET_MS);

  useEffect(() => {
    if (!visible) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      void navigate(
        { pathname: location.pathname, search: location.search, hash: location.hash },
        { replace: true, state: location.state, preventScrollReset: true },
      );
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [visible, navigate, location]);

  if (overdue) return <SlowNavigationNotice />;
  return visible ? <FullScreenSpinner label="Loading page" /> : null;
}
