import { useEffect } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { useDelayedFlag } from '../hooks/useDelayedFlag';
import { FullScreenSpinner } from './FullScreenSpinner';

const SHOW_AFTER_MS = 150;

/**
 * Full-screen spinner while the router loads another page. Changes of the query string on the
 * same page (filters) do not show it. Escape abandons the pending navigation by navigating to the
 * current location, which also hides the spinner.
 */
export function NavigationSpinner() {
  const navigation = useNavigation();
  const location = useLocation();
  const navigate = useNavigate();
  const loadingOtherPage = navigation.state !== 'idle' && navigation.location != null && navigation.location.pathname !== location.pathname;
  const visible = useDelayedFlag(loadingOtherPage, SHOW_AFTER_MS);

  useEffect(() => {
    if (!visible) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      void navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true, state: location.state, preventScrollReset: true });
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [visible, navigate, location]);

  return visible ? <FullScreenSpinner label="Loading page" /> : null;
}
