import type { Prisma } from '../../generated/prisma/client.js';
import { viewerOwnsBrand, type Viewer } from '../../auth/viewer.js';
import { ForbiddenError } from '../../errors.js';
import { PLATFORM_ROLES, type Permission } from '../../graphql/permissions.js';
import type { Role } from '../../generated/prisma/client.js';
import { PRODUCT_MESSAGES } from './messages.js';
import { refusedWith } from '../../graphql/kit/auth.js';

const PRODUCTS_MANAGE = 'studio.products.manage' as const satisfies Permission;
const PORTFOLIO_CREATE = 'studio.portfolio.manage' as const satisfies Permission;

/** Spec section 6: product edit (and service create and edit) are for super admins and brand admins only. */
const EDITOR_ROLES = ['super_admin', 'brand_admin'] as const satisfies readonly Role[];

const isPlatform = (viewer: Viewer | null) => !!viewer && (PLATFORM_ROLES as readonly string[]).includes(viewer.role);

/** The products a viewer manages: all for admins, their brands' for a brand_admin, none otherwise. */
export function productsManagedBy(viewer: Viewer | null): Prisma.ProductWhereInput {
  if (viewer && !viewer.permissions.has(PRODUCTS_MANAGE)) return { id: { in: [] } };
  if (isPlatform(viewer)) return {};
  if (viewer?.role === 'brand_admin') return { brandId: { in: [...viewer.ownedBrandIds] } };
  return { id: { in: [] } };
}

/** The brands a viewer may put products in: every brand for admins, the owned ones for a brand_admin. */
export function productBrandsFor(viewer: Viewer | null): Prisma.BrandWhereInput {
  if (isPlatform(viewer)) return {};
  if (viewer?.role === 'brand_admin') return { id: { in: [...viewer.ownedBrandIds] } };
  return { id: { in: [] } };
}

/** Service create's brands: every tailor brand for a super admin, the owned ones for a brand_admin, none for others. */
export function serviceBrandsFor(viewer: Viewer | null): Prisma.BrandWhereInput {
  if (viewer?.role === 'super_admin') return {};
  if (viewer?.role === 'brand_admin') return { id: { in: [...viewer.ownedBrandIds] } };
  return { id: { in: [] } };
}

/** Sees the studio's raw price of a product: those who manage products of its brand. */
export const mayManageProduct = (viewer: Viewer | null, brandId: string) =>
  !!viewer?.permissions.has(PRODUCTS_MANAGE) && viewerOwnsBrand(viewer, brandId);

/** Edits and deletes a product (or service): a super admin, or the brand_admin of its brand. */
export function mayEditProduct(viewer: Viewer | null, brandId: string): boolean {
  if (!viewer?.permissions.has(PRODUCTS_MANAGE)) return false;
  if (viewer.role === 'super_admin') return true;
  return viewer.role === 'brand_admin' && viewer.ownedBrandIds.includes(brandId);
}

export const productPolicies = {
  /** The studio's product and service lists and the brand choices. */
  manage: { permission: PRODUCTS_MANAGE },
  /** Creating a product: admins for any brand, a brand_admin for their own. */
  createFor: (brandId: string | number) => ({ $all: { permission: PRODUCTS_MANAGE, ownsBrand: String(brandId) } }),
  /** Editing and deleting: super admins and brand admins; which products is decided per row (mayEditProduct). */
  edit: { $all: { permission: PRODUCTS_MANAGE, role: [...EDITOR_ROLES] } },
  /** Services: super admins and brand admins of the brand. */
  serviceFor: (brandId: string | number) => ({
    $all: { permission: PRODUCTS_MANAGE, role: [...EDITOR_ROLES], ownsBrand: String(brandId) },
  }),
  /** Portfolio pieces are created from the studio's content section. */
  createPortfolio: { permission: PORTFOLIO_CREATE },

  listRefused: refusedWith('You do not have permission to access this page.'),
  createRefused: refusedWith(PRODUCT_MESSAGES.cannotCreate),
  editRefused: refusedWith(PRODUCT_MESSAGES.notYourProduct, PRODUCT_MESSAGES.mustSignIn),
  serviceRefused: refusedWith(PRODUCT_MESSAGES.cannotCreate),
  portfolioRefused: refusedWith('You do not have permission to access this page.'),
  /** The row-level refusal once the product is loaded. */
  notYours: () => new ForbiddenError(PRODUCT_MESSAGES.notYourProduct),
};
