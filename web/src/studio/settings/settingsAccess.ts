import type { Viewer } from '../../auth/AuthViewer';
import { can } from '../kit/section';
import { settingsSection } from './section';

export const SETTINGS_TITLE = 'Settings';

/** The Settings screen needs studio.settings.manage (spec navigation); the API refuses everyone else too. */
export function canManageSettings(viewer: Pick<Viewer, 'role' | 'permissions'>): boolean {
  return can(viewer, settingsSection);
}

/** The legal documents, FAQs and the tag demo are super admins' (spec section 6). */
export function canManageSiteContent(viewer: Pick<Viewer, 'role' | 'permissions'>): boolean {
  return can(viewer, { access: { superAdminOnly: true } });
}
