import type { Viewer } from '../../auth/AuthViewer';
import { sectionLabel } from '../shell/studioNavigation';
import { sectionBySegment } from '../shell/studioSections';

const collectionsSection = sectionBySegment('collections');

export const CATALOGUES_PERMISSION = 'studio.catalogues.manage';

/** The list's title as the menu names it: 'Your Collections' for a brand admin, 'Collections' otherwise. */
export function collectionsTitle(viewer: Pick<Viewer, 'role' | 'permissions'>): string {
  return collectionsSection ? sectionLabel(viewer, collectionsSection) : 'Collections';
}

/** Whether the viewer's permissions open the collection screens (super_admin, admin, brand_admin); the API checks again. */
export function managesCollections(viewer: Pick<Viewer, 'permissions'>): boolean {
  return viewer.permissions.includes(CATALOGUES_PERMISSION);
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
  if (viewer.role === 'super_admin' || viewer.role === 'admin') return true;
  return viewer.ownedBrands.some((brand) => brand.id === brandId);
}
