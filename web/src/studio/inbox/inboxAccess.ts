import type { Viewer } from '../../auth/AuthViewer';
import { can, sectionLabel } from '../kit/section';
import { inboxSection } from './section';

/** The screen's title as the menu names it: 'Your Inbox' for a brand admin, 'Inbox' otherwise. */
export function inboxTitle(viewer: Pick<Viewer, 'role' | 'permissions'>): string {
  return sectionLabel(viewer, inboxSection);
}

/** Whether the viewer's permissions open the inbox (super_admin, admin, brand_admin); the API checks again. */
export function managesInbox(viewer: Pick<Viewer, 'role' | 'permissions'>): boolean {
  return can(viewer, inboxSection);
}
