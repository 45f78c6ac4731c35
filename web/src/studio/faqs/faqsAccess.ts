import type { Viewer } from '../../auth/AuthViewer';

export const FAQS_PATH = '/studio/faqs';
/** Where everyone else is sent (spec section 2: non-super-admins are sent to /studio). */
export const STUDIO_HOME_PATH = '/studio';

/** Only super admins manage FAQs; the API refuses everyone else too. */
export function canManageFaqs(viewer: Pick<Viewer, 'role'>): boolean {
  return viewer.role === 'super_admin';
}
