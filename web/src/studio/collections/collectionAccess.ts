import type { Viewer } from '../../auth/AuthViewer';
import { can, hasRole, sectionLabel } from '../kit/section';
import { collectionsSection } from './section';

/** The list's title as the menu names it: 'Your Collections' for a brand admin, 'Collections' otherwise. */
export function collectionsTitle(viewer: Pick<Viewer, 'role' | 'permissions'>): string {
  return sectionLabel(viewer, collectionsSection);
}

/** Whether the viewer's permissions open the collection screens (super_admin, admin, brand_admin); the API checks again. */
export function managesCollections(viewer: Pick<Viewer, 'role' | 'permissions'>): boolean {
  return can(viewer, collectionsSection);
}

/**
 * Whether the viewer manages a collection of this brand: admins every brand, a brand admin only
 * their own. Anyone else's collection is 'not found' to them, as the API answers its changes.
 */
export function managesBrandOf(
  viewer: Pick<Viewer, 'role' | 'permissions'> & { ownedBrands: readonly { id: string }[] },
  brandId: string,
): boolean {
  if (!managesCollections(viewer)) return false;
  if (hasRole(viewer, 'super_admin', 'admin')) return true;
  return viewer.ownedBrands.some((brand) => brand.id === brandId);
}
