import type { Viewer } from '../../auth/AuthViewer';
import { sectionLabel } from '../shell/studioNavigation';
import { sectionBySegment } from '../shell/studioSections';

const reviewsSection = sectionBySegment('reviews');

export const REVIEWS_PAGE_SIZE = 10;
export const REVIEWS_PERMISSION = 'studio.reviews.manage';

type ViewerAccess = Pick<Viewer, 'role' | 'permissions'>;

/** The screen's title as the menu names it: 'Your Reviews' for a brand admin, 'Reviews' otherwise. */
export function reviewsTitle(viewer: ViewerAccess): string {
  return reviewsSection ? sectionLabel(viewer, reviewsSection) : 'Reviews';
}

/** Whether the viewer's permissions open the screen; the API checks again. */
export function managesReviews(viewer: ViewerAccess): boolean {
  return (
    viewer.permissions.includes(REVIEWS_PERMISSION) && ['super_admin', 'admin', 'brand_admin'].includes(viewer.role)
  );
}

/** Platform admins hide and show reviews and reply as the Adire Team. */
export function moderatesReviews(viewer: ViewerAccess): boolean {
  return managesReviews(viewer) && ['super_admin', 'admin'].includes(viewer.role);
}
