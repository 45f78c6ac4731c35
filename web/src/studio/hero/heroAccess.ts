import type { Viewer } from '../../auth/AuthViewer';

/** The hero carousel's screens (spec section 2). */
export const HERO_PATH = '/studio/hero';
export const NEW_HERO_SLIDE_PATH = '/studio/hero/new';
export const editHeroSlidePath = (slideId: string) => `/studio/hero/${encodeURIComponent(slideId)}`;

/** Only super admins manage hero slides; the API refuses everyone else too. */
export function canManageHero(viewer: Pick<Viewer, 'role'>): boolean {
  return viewer.role === 'super_admin';
}
