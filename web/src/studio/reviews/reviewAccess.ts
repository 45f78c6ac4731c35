import type { Viewer } from '../../auth/AuthViewer';
import { can, hasRole, sectionLabel } from '../kit/section';
import { reviewsSection } from './section';

export const REVIEWS_PAGE_SIZE = 10;

type ViewerAccess = Pick<Viewer, 'role' | 'permissions'>;

/** The screen's title as the menu names it: 'Your Reviews' for a brand admin, 'Reviews' otherwise. */
export function reviewsTitle(viewer: ViewerAccess): string {
  return sectionLabel(viewer, reviewsSection);
}

/** Whether the viewer's permissions open the screen; the API checks again. */
export function managesReviews(viewer: ViewerAccess): boolean {
  return can(viewer, reviewsSection);
}

/** Platform admins hide and show reviews and reply as the Adire Team. */
export function moderatesReviews(viewer: ViewerAccess): boolean {
  return managesReviews(viewer) && hasRole(viewer, 'super_admin', 'admin');
}
