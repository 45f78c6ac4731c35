import type { Viewer } from '../../auth/AuthViewer';

/** Only super admins manage FAQs; the API refuses everyone else too. */
export function canManageFaqs(viewer: Pick<Viewer, 'role'>): boolean {
  return viewer.role === 'super_admin';
}
