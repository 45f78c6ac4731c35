import type { Viewer } from '../../auth/AuthViewer';
import { can, sectionLabel } from '../kit/section';
import { portfolioSection } from './section';

/** The studio's navigation puts Portfolio with the hero carousel and spotlight: the same permission. */
export function portfolioTitle(viewer: Pick<Viewer, 'role' | 'permissions'>): string {
  return sectionLabel(viewer, portfolioSection);
}

/** Whether the viewer's permissions open the portfolio screens; the API checks again. */
export function managesPortfolio(viewer: Pick<Viewer, 'role' | 'permissions'>): boolean {
  return can(viewer, portfolioSection);
}
