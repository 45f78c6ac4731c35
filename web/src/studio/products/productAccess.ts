import { PRODUCT_MESSAGES } from '@features/products/messages';
import type { Viewer } from '../../auth/AuthViewer';
import { can, hasRole, sectionLabel } from '../kit/section';
import { productsSection } from './section';

type ViewerAccess = Pick<Viewer, 'role' | 'permissions'>;

/** The list's title as the menu names it: 'Your Products' for a brand admin, 'Products' otherwise. */
export function productsTitle(viewer: ViewerAccess): string {
  return sectionLabel(viewer, productsSection);
}

/** Whether the viewer's permissions open the product screens; the API checks again. */
export function managesProducts(viewer: ViewerAccess): boolean {
  return can(viewer, productsSection);
}

/** Section 6: super_admin, admin and brand_admin create products. */
export function mayCreateProducts(viewer: ViewerAccess): boolean {
  return managesProducts(viewer) && hasRole(viewer, 'super_admin', 'admin', 'brand_admin');
}

/** Section 6: only super_admin and brand_admin edit products (a brand admin their own brands'). */
export function mayEditProducts(viewer: ViewerAccess): boolean {
  return managesProducts(viewer) && hasRole(viewer, 'super_admin', 'brand_admin');
}

/** The edit screen's 'Insufficient Permissions' notice names the viewer's role (the spec gives no wording). */
export const editRoleRefusal = (role: string) =>
  `Only super admins and brand admins can edit products. Your role: ${role.replace(/_/g, ' ')}.`;

export const CREATE_REFUSAL = PRODUCT_MESSAGES.cannotCreate;
