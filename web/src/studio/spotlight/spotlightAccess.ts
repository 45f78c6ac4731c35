import type { Viewer } from '../../auth/AuthViewer';
import { can, hasRole } from '../kit/section';
import { spotlightSection } from './section';

/** Only super admins manage the spotlight; the API refuses everyone else too. */
export function canManageSpotlight(viewer: Pick<Viewer, 'role' | 'permissions'>): boolean {
  return can(viewer, spotlightSection) && hasRole(viewer, 'super_admin');
}
