import type { Viewer } from '../../auth/AuthViewer';
import { can } from '../kit/section';
import { applicationsSection } from './section';

/** Reviewing designer applications is for super admins only (spec section 6); the API refuses others too. */
export function canReviewApplications(viewer: Pick<Viewer, 'role' | 'permissions'>): boolean {
  return can(viewer, applicationsSection);
}
