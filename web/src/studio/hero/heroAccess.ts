import type { Viewer } from '../../auth/AuthViewer';
import { can, hasRole } from '../kit/section';
import { heroSection } from './section';

/** Only super admins manage hero slides; the API refuses everyone else too. */
export function canManageHero(viewer: Pick<Viewer, 'role' | 'permissions'>): boolean {
  return can(viewer, heroSection) && hasRole(viewer, 'super_admin');
}
