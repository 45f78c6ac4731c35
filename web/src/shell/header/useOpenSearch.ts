import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { FOCUS_DIRECTORY_SEARCH } from '../../lib/directorySearch';

/** Takes the visitor to the directory's search box, keeping current filters when already there. */
export function useOpenSearch(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    const search = location.pathname === '/directory' ? location.search : '';
    void navigate({ pathname: '/directory', search }, { state: FOCUS_DIRECTORY_SEARCH, preventScrollReset: location.pathname === '/directory' });
  }, [navigate, location.pathname, location.search]);
}
