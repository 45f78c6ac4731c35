import type { Viewer } from '../../auth/AuthViewer';

export const LEGAL_TITLE = 'Legal Documents';

/** Legal documents are for super admins (spec section 6); the API refuses everyone else too. */
export function canManageLegal(viewer: Pick<Viewer, 'role'>): boolean {
  return viewer.role === 'super_admin';
}
