import type { Viewer } from '../../auth/AuthViewer';
import { sectionLabel } from '../shell/studioNavigation';
import { sectionBySegment } from '../shell/studioSections';

const brandsSection = sectionBySegment('brands');

/** The list's title as the menu names it: 'Your Brands' for a brand admin, 'Brands' for everyone else. */
export function brandsTitle(viewer: Pick<Viewer, 'role' | 'permissions'>): string {
  return brandsSection ? sectionLabel(viewer, brandsSection) : 'Brands';
}

/** Whether the viewer's permissions open the brand screens at all (the server checks again). */
export function managesBrands(viewer: Pick<Viewer, 'permissions'>): boolean {
  return viewer.permissions.includes('studio.brands.manage');
}

/** Only super admins and admins verify brands or take verification away. */
export function mayVerifyBrands(viewer: Pick<Viewer, 'role'>): boolean {
  return viewer.role === 'super_admin' || viewer.role === 'admin';
}
