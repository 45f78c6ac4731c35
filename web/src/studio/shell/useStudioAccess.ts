import type { Viewer } from '../../auth/AuthViewer';
import { useAuth } from '../../auth/useAuth';
import { hasStudioAccess } from './studioNavigation';

/**
 * The studio access check (spec section 4): reading the session, then checking the viewer's
 * permissions, then granted, or signed out (to /login) or denied (to /).
 */
export type StudioAccess =
  | { state: 'loading' }
  | { state: 'checking' }
  | { state: 'signedOut' }
  | { state: 'denied' }
  | { state: 'granted'; viewer: Viewer };

export function useStudioAccess(): StudioAccess {
  const { loading, user, viewer, viewerError } = useAuth();
  if (loading) return { state: user ? 'checking' : 'loading' };
  if (!user) return { state: 'signedOut' };
  if (viewerError || !viewer || !hasStudioAccess(viewer)) return { state: 'denied' };
  return { state: 'granted', viewer };
}
