import type { Permission } from '../../../graphql/permissions.js';
import { CSV_MESSAGES } from './messages.js';
import { refusedWith } from '../../../graphql/kit/auth.js';

const PRODUCTS_MANAGE = 'studio.products.manage' as const satisfies Permission;

export const csvPolicies = {
  /** Export and import a brand's products: admins any brand, a brand_admin their own. */
  forBrand: (brandId: string | number) => ({ $all: { permission: PRODUCTS_MANAGE, ownsBrand: String(brandId) } }),
  refused: refusedWith(CSV_MESSAGES.noAccess),
};
