import type { Viewer } from '../../auth/AuthViewer';
import { sectionLabel } from '../shell/studioNavigation';
import { sectionBySegment } from '../shell/studioSections';

const portfolioSection = sectionBySegment('portfolio');

/** The studio's navigation puts Portfolio with the hero carousel and spotlight: the same permission. */
export const PORTFOLIO_PERMISSION = portfolioSection?.permission ?? 'studio.portfolio.manage';

export function portfolioTitle(viewer: Pick<Viewer, 'role' | 'permissions'>): string {
  return portfolioSection ? sectionLabel(viewer, portfolioSection) : 'Portfolio';
}

/** Whether the viewer's permissions open the portfolio screens; the API checks again. */
export function managesPortfolio(viewer: Pick<Viewer, 'permissions'>): boolean {
  return viewer.permissions.includes(PORTFOLIO_PERMISSION);
}
