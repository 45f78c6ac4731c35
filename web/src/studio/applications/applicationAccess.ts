import type { Viewer } from '../../auth/AuthViewer';

/** Reviewing designer applications is for super admins only (spec section 6); the API refuses others too. */
export function canReviewApplications(viewer: Pick<Viewer, 'role'>): boolean {
  return viewer.role === 'super_admin';
}
