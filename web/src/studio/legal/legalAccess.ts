import type { Viewer } from '../../auth/AuthViewer';
import { can } from '../kit/section';
import { legalSection } from './section';

export const LEGAL_TITLE = 'Legal Documents';

/** Legal documents are for super admins (spec section 6); the API refuses everyone else too. */
export function canManageLegal(viewer: Pick<Viewer, 'role' | 'permissions'>): boolean {
  return can(viewer, legalSection);
}
