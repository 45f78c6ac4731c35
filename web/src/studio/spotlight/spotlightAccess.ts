import type { Viewer } from '../../auth/AuthViewer';

/** The spotlight screens (spec section 2). */
export const SPOTLIGHT_PATH = '/studio/spotlight';
export const NEW_SPOTLIGHT_PATH = '/studio/spotlight/new';
export const DIAGNOSTICS_PATH = '/studio/spotlight/diagnostics';
export const editSpotlightPath = (spotlightId: string) => `/studio/spotlight/${encodeURIComponent(spotlightId)}`;

/** Only super admins manage the spotlight; the API refuses everyone else too. */
export function canManageSpotlight(viewer: Pick<Viewer, 'role'>): boolean {
  return viewer.role === 'super_admin';
}
