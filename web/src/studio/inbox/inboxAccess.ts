import type { Viewer } from '../../auth/AuthViewer';
import { sectionLabel } from '../shell/studioNavigation';
import { sectionBySegment } from '../shell/studioSections';

const inboxSection = sectionBySegment('inbox');

export const INBOX_PERMISSION = 'studio.products.manage';

/** The screen's title as the menu names it: 'Your Inbox' for a brand admin, 'Inbox' otherwise. */
export function inboxTitle(viewer: Pick<Viewer, 'role' | 'permissions'>): string {
  return inboxSection ? sectionLabel(viewer, inboxSection) : 'Inbox';
}

/** Whether the viewer's permissions open the inbox (super_admin, admin, brand_admin); the API checks again. */
export function managesInbox(viewer: Pick<Viewer, 'permissions'>): boolean {
  return viewer.permissions.includes(INBOX_PERMISSION);
}
