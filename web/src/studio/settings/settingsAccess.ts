import type { Viewer } from '../../auth/AuthViewer';

export const SETTINGS_TITLE = 'Settings';

/** The Settings screen needs studio.settings.manage (spec navigation); the API refuses everyone else too. */
export function canManageSettings(viewer: Pick<Viewer, 'permissions'>): boolean {
  return viewer.permissions.includes('studio.settings.manage');
}

/** The legal documents, FAQs and the tag demo are super admins' (spec section 6). */
export function canManageSiteContent(viewer: Pick<Viewer, 'role'>): boolean {
  return viewer.role === 'super_admin';
}
