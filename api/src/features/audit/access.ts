import type { Role } from '../../generated/prisma/client.js';
import type { Viewer } from '../../auth/viewer.js';
import { PLATFORM_ROLES } from '../../graphql/permissions.js';
import { AUDIT_MESSAGES } from './messages.js';
import { refusedWith } from '../../graphql/kit/auth.js';

const isPlatformRole = (role: Role) => (PLATFORM_ROLES as readonly Role[]).includes(role);

export const auditPolicies = {
  /** The activity feed of every studio write: super admins only. */
  feed: { role: 'super_admin' as const },
  feedRefused: refusedWith(AUDIT_MESSAGES.noFeedAccess),
  /** One event, wherever it is reached (the feed, a brand's history, node(id:)). */
  seeEvent: (event: { brandId: string | null }) =>
    event.brandId
      ? { $any: { role: 'super_admin' as const, ownsBrand: event.brandId } }
      : { role: 'super_admin' as const },
  /** A brand's own history: whoever manages the brand. */
  brandHistory: (brand: { id: string }) => ({ ownsBrand: brand.id }),
  /**
   * Who made a change, as the viewer may see it. Platform staff see every address; a brand_admin
   * sees their own and their co-owners' changes by address and platform staff as the Adire team.
   */
  actorName: (event: { actorId: string | null; actorEmail: string; actorRole: Role }, viewer: Viewer | null) => {
    if (!viewer) return AUDIT_MESSAGES.platformTeam;
    if (isPlatformRole(viewer.role) || event.actorId === viewer.id) return event.actorEmail;
    return isPlatformRole(event.actorRole) ? AUDIT_MESSAGES.platformTeam : event.actorEmail;
  },
};
