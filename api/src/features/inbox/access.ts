import { viewerOwnsBrand, type Viewer } from '../../auth/viewer.js';
import { refusedWith } from '../../graphql/kit/auth.js';
import { PLATFORM_ROLES, type Permission } from '../../graphql/permissions.js';
import { INBOX_MESSAGES } from './messages.js';

/** Spec, roles and permissions: Inbox sits with Products, Services and Reviews. */
const INBOX_PERMISSION = 'studio.products.manage' as const satisfies Permission;

/** Whose inbox holds what: every entry for the platform roles, their brands' entries for a brand_admin. */
export type InboxAudience = { kind: 'everything' } | { kind: 'brands'; brandIds: readonly string[] } | { kind: 'none' };

/**
 * The entries a viewer sees. super_admin and admin: all of them, enquiries to the platform (no
 * brand) included; brand_admin: those addressed to the brands they own; anyone without the
 * permission: none. The list, the count and every mark go through this, so they always agree.
 */
export function inboxAudience(viewer: Viewer | null): InboxAudience {
  if (!viewer?.permissions.has(INBOX_PERMISSION)) return { kind: 'none' };
  if ((PLATFORM_ROLES as readonly string[]).includes(viewer.role)) return { kind: 'everything' };
  if (viewer.role === 'brand_admin') return { kind: 'brands', brandIds: viewer.ownedBrandIds };
  return { kind: 'none' };
}

/** Whether the lead an entry created may be shown to the viewer (the lead's own rule: its brand's managers). */
export const leadVisibleTo = (viewer: Viewer | null, lead: { brandId: string | null }) =>
  lead.brandId ? viewerOwnsBrand(viewer, lead.brandId) : inboxAudience(viewer).kind === 'everything';

export const inboxPolicies = {
  /** The list, the unread count and the read marks; inboxAudience narrows a brand_admin to their brands. */
  read: { permission: INBOX_PERMISSION },
  refused: refusedWith(INBOX_MESSAGES.noAccess, INBOX_MESSAGES.signIn),
};
