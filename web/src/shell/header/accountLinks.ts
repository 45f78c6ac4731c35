import type { Viewer } from '../../auth/AuthViewer';
import { showsStudioLink } from '../../auth/roles';
import type { NavLinkItem } from './navigation';

/** The account menu's links for the signed-in user (Studio only for admins and brand admins). */
export function accountLinks(viewer: Viewer | null): NavLinkItem[] {
  return [
    { label: 'Profile', href: '/profile' },
    { label: 'Favourites', href: '/favourites' },
    ...(showsStudioLink(viewer?.role) ? [{ label: 'Studio', href: '/studio' }] : []),
  ];
}

/** The account menu is labelled with the first name, else 'My Account'. */
export const accountMenuLabel = (viewer: Viewer | null): string => viewer?.firstName?.trim() || 'My Account';
