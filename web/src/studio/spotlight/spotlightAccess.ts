import type { Viewer } from '../../auth/AuthViewer';

/** Only super admins manage the spotlight; the API refuses everyone else too. */
export function canManageSpotlight(viewer: Pick<Viewer, 'role'>): boolean {
  return viewer.role === 'super_admin';
}
