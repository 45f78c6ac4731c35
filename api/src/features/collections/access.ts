import type { Prisma } from '../../generated/prisma/client.js';
import type { Viewer } from '../../auth/viewer.js';
import { PLATFORM_ROLES } from '../../graphql/permissions.js';
import { COLLECTION_MESSAGES } from './messages.js';
import { refusedWith } from '../../graphql/kit/auth.js';

const CATALOGUES_MANAGE = 'studio.catalogues.manage' as const;

/** The collections a viewer manages: all for admins, their brands' for a brand_admin. */
export function collectionsManagedBy(viewer: Viewer | null): Prisma.CatalogueWhereInput {
  if (viewer && (PLATFORM_ROLES as readonly string[]).includes(viewer.role)) return {};
  if (viewer?.role === 'brand_admin') return { brandId: { in: [...viewer.ownedBrandIds] } };
  return { id: { in: [] } };
}

export const collectionPolicies = {
  /** The list and every change; which collections is narrowed by collectionsManagedBy. */
  manage: { permission: CATALOGUES_MANAGE },
  /** A collection goes to a brand the viewer manages. */
  forBrand: (brandId: string | number) => ({ $all: { permission: CATALOGUES_MANAGE, ownsBrand: String(brandId) } }),
  refused: refusedWith(COLLECTION_MESSAGES.noAccess),
};
