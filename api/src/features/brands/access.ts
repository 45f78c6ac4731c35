import type { Prisma } from '../../generated/prisma/client.js';
import type { Viewer } from '../../auth/viewer.js';
import { PLATFORM_ROLES } from '../../graphql/permissions.js';
import { BRAND_MESSAGES } from './messages.js';
import { refusedWith } from '../../graphql/kit/auth.js';

export const isPlatformViewer = (viewer: Viewer | null) =>
  !!viewer && (PLATFORM_ROLES as readonly string[]).includes(viewer.role);

/** The brands a viewer manages in the studio: all for admins, the owned ones for a brand_admin. */
export function brandsManagedBy(viewer: Viewer | null): Prisma.BrandWhereInput {
  if (isPlatformViewer(viewer)) return {};
  if (viewer?.role === 'brand_admin') return { id: { in: [...viewer.ownedBrandIds] } };
  return { id: { in: [] } };
}

const BRANDS_MANAGE = 'studio.brands.manage' as const;

export const brandPolicies = {
  /** The studio's brand list and creating a brand. */
  manage: { permission: BRANDS_MANAGE },
  /** Changing one brand: its managers (admins, or the brand_admin who owns it). */
  edit: (brandId: string | number) => ({ $all: { permission: BRANDS_MANAGE, ownsBrand: String(brandId) } }),
  listRefused: refusedWith('You do not have permission to access this page.'),
  createRefused: refusedWith(BRAND_MESSAGES.createForbidden, BRAND_MESSAGES.sessionExpired),
  editRefused: refusedWith("You don't have permission to edit this brand.", BRAND_MESSAGES.mustBeLoggedIn),
  /** Only admins verify brands or take verification away. */
  changeVerification: { role: [...PLATFORM_ROLES] },
  /** A brand admin who creates a brand becomes its owner (admins manage every brand already). */
  ownsWhatItCreates: { role: 'brand_admin' as const },
};
