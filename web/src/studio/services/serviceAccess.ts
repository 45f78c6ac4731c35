import type { Viewer } from '../../auth/AuthViewer';
import { can, hasRole, sectionLabel } from '../kit/section';
import { servicesSection } from './section';

/** The list's title as the menu names it: 'Your Services' for a brand admin, 'Services' otherwise. */
export function servicesTitle(viewer: Pick<Viewer, 'role' | 'permissions'>): string {
  return sectionLabel(viewer, servicesSection);
}

/**
 * Spec section 6: services are created, edited and deleted by super admins (every tailor brand) and
 * brand admins (their own); the API checks again.
 */
export function managesServices(viewer: Pick<Viewer, 'role' | 'permissions'>): boolean {
  return can(viewer, servicesSection) && hasRole(viewer, 'super_admin', 'brand_admin');
}
