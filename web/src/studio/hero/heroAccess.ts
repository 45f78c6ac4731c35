import type { Viewer } from '../../auth/AuthViewer';

/** Only super admins manage hero slides; the API refuses everyone else too. */
export function canManageHero(viewer: Pick<Viewer, 'role'>): boolean {
  return viewer.role === 'super_admin';
}
