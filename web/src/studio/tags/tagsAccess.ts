import type { Viewer } from '../../auth/AuthViewer';

/** The tag demo is for super admins (spec section 6); everyone else is sent to /studio. */
export function canSeeTagDemo(viewer: Pick<Viewer, 'role'>): boolean {
  return viewer.role === 'super_admin';
}
