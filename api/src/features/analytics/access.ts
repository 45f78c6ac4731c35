import type { Viewer } from '../../auth/viewer.js';
import { ANALYTICS_MESSAGES } from './messages.js';
import { databaseId } from '../../domain/global-id.js';
import { PLATFORM_ROLES, STUDIO_ROLES } from '../../graphql/permissions.js';
import { ForbiddenError, ValidationError } from '../../errors.js';
import { refusedWith } from '../../graphql/kit/auth.js';

/** Platform-wide figures: the roles that see every brand. */
export const PLATFORM_ANALYTICS_ROLES = PLATFORM_ROLES;
/** Per-brand figures: platform-wide roles, and brand admins for the brands they own. */
export const BRAND_ANALYTICS_ROLES = STUDIO_ROLES;

/** The spec's analytics errors: a sign-in prompt when signed out, the permission text otherwise. */
export const analyticsUnauthorized = refusedWith(ANALYTICS_MESSAGES.noAccess, ANALYTICS_MESSAGES.signIn);

const seesEveryBrand = (viewer: Viewer) => (PLATFORM_ROLES as readonly string[]).includes(viewer.role);

/** Which brands the figures cover: a list of row ids, or 'all' (every brand on the platform). */
export type BrandScope = readonly string[] | 'all';

/**
 * The brands a viewer asked about, as row ids. Nothing asked means all the viewer's brands (every
 * brand for platform-wide roles, the owned ones for a brand admin). A brand admin asking about any
 * brand they do not own is refused as a whole. Malformed ids are bad input.
 */
export function requestedBrandScope(
  viewer: Viewer,
  brandIds: readonly (string | number)[] | null | undefined,
): BrandScope {
  const asked = (brandIds ?? []).map(String).filter((id) => id.trim() !== '');
  if (!asked.length) return seesEveryBrand(viewer) ? 'all' : [...viewer.ownedBrandIds];
  const ids = asked.map((id) => {
    const rowId = databaseId(id, 'Brand');
    if (!rowId) throw new ValidationError({ brandIds: ANALYTICS_MESSAGES.invalidBrandId(id) });
    return rowId;
  });
  if (!seesEveryBrand(viewer) && ids.some((id) => !viewer.ownedBrandIds.includes(id)))
    throw new ForbiddenError(ANALYTICS_MESSAGES.noAccess);
  return [...new Set(ids)];
}

export const analyticsPolicies = {
  /** Platform figures and page views: super admins and admins. */
  platform: { role: [...PLATFORM_ANALYTICS_ROLES] },
  /** Brand figures: platform roles, and brand admins for their own brands (see requestedBrandScope). */
  brands: { role: [...BRAND_ANALYTICS_ROLES] },
  refused: analyticsUnauthorized,
};
