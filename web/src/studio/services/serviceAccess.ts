import type { Viewer } from '../../auth/AuthViewer';
import { sectionLabel } from '../shell/studioNavigation';
import { sectionBySegment } from '../shell/studioSections';

const servicesSection = sectionBySegment('services');

export const PRODUCTS_PERMISSION = 'studio.products.manage';

/** The list's title as the menu names it: 'Your Services' for a brand admin, 'Services' otherwise. */
export function servicesTitle(viewer: Pick<Viewer, 'role' | 'permissions'>): string {
  return servicesSection ? sectionLabel(viewer, servicesSection) : 'Services';
}

/**
 * Spec section 6: services are created, edited and deleted by super admins (every tailor brand) and
 * brand admins (their own); the API checks again.
 */
export function managesServices(viewer: Pick<Viewer, 'role' | 'permissions'>): boolean {
  return (
    (viewer.role === 'super_admin' || viewer.role === 'brand_admin') && viewer.permissions.includes(PRODUCTS_PERMISSION)
  );
}
