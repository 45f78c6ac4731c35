import type { Prisma } from '../../generated/prisma/client.js';
import type { Viewer } from '../../auth/viewer.js';
import { ForbiddenError, UnauthenticatedError } from '../../errors.js';
import { refusedWith } from '../../graphql/kit/auth.js';
import { NO_ROWS } from '../../graphql/kit/list.js';
import { PLATFORM_ROLES, STUDIO_ROLES, type Permission } from '../../graphql/permissions.js';
import { REVIEW_STUDIO_MESSAGES } from './messages.js';

const REVIEWS_MANAGE = 'studio.reviews.manage' as const satisfies Permission;

/** The reviews a viewer sees in the studio: every review for admins, a brand admin's brands' visible ones. */
export function reviewsManagedBy(viewer: Viewer | null): Prisma.ReviewWhereInput {
  if (!viewer?.permissions.has(REVIEWS_MANAGE)) return NO_ROWS;
  if ((PLATFORM_ROLES as readonly string[]).includes(viewer.role)) return {};
  if (viewer.role === 'brand_admin') return { brandId: { in: [...viewer.ownedBrandIds] }, hiddenAt: null };
  return NO_ROWS;
}

export const reviewPolicies = {
  /** Writing a review: any signed-in user. */
  write: { signedIn: true },
  writeRefused: () => new UnauthenticatedError('You need to be signed in to write a review.'),
  /** The studio list and replies: admins and brand admins; which reviews is decided per row. */
  manage: { $all: { permission: REVIEWS_MANAGE, role: [...STUDIO_ROLES] } },
  manageRefused: refusedWith(REVIEW_STUDIO_MESSAGES.noAccess),
  /** Hiding and showing reviews: platform admins. */
  moderate: { $all: { permission: REVIEWS_MANAGE, role: [...PLATFORM_ROLES] } },
  moderateRefused: refusedWith(REVIEW_STUDIO_MESSAGES.moderateAdminsOnly),
  /** Platform admins reach every review, so a missing one is simply not found for them. */
  seeEveryReview: { role: [...PLATFORM_ROLES] },
  /** The row-level refusal: the same for another brand's review and for one that does not exist. */
  notYours: () => new ForbiddenError(REVIEW_STUDIO_MESSAGES.notYourReview),
};
