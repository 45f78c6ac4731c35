import type { Viewer } from '../../auth/AuthViewer';
import { can, hasRole, sectionLabel } from '../kit/section';
import { brandsSection } from './section';

/** The list's title as the menu names it: 'Your Brands' for a brand admin, 'Brands' for everyone else. */
export function brandsTitle(viewer: Pick<Viewer, 'role' | 'permissions'>): string {
  return sectionLabel(viewer, brandsSection);
}

/** Whether the viewer's permissions open the brand screens at all (the server checks again). */
export function managesBrands(viewer: Pick<Viewer, 'role' | 'permissions'>): boolean {
  return can(viewer, brandsSection);
}

/** Only super admins and admins verify brands or take verification away. */
export function mayVerifyBrands(viewer: Pick<Viewer, 'role'>): boolean {
  return hasRole(viewer, 'super_admin', 'admin');
}
