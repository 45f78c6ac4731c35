import type { Viewer } from '../../auth/AuthViewer';
import { can } from '../kit/section';
import { tagsSection } from './section';

/** The tag demo is for super admins (spec section 6); everyone else is sent to /studio. */
export function canSeeTagDemo(viewer: Pick<Viewer, 'role' | 'permissions'>): boolean {
  return can(viewer, tagsSection);
}
