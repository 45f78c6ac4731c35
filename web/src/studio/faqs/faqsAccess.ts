import type { Viewer } from '../../auth/AuthViewer';
import { can } from '../kit/section';
import { faqsSection } from './section';

/** Only super admins manage FAQs; the API refuses everyone else too. */
export function canManageFaqs(viewer: Pick<Viewer, 'role' | 'permissions'>): boolean {
  return can(viewer, faqsSection);
}
