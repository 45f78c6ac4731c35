import { Role } from '../../api/src/generated/prisma/client.js';
import { PERMISSIONS, type Permission } from '../../api/src/graphql/permissions.js';

/** Studio permissions and which role holds which. */

export { PERMISSIONS };
export type PermissionKey = Permission;

const ALL: readonly PermissionKey[] = PERMISSIONS.map((p) => p.key);

/** The grant table: which permissions each role holds. */
export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly PermissionKey[]>> = {
  [Role.super_admin]: ALL,
  [Role.admin]: ALL.filter((k) => k !== 'studio.users.manage' && k !== 'studio.settings.manage'),
  [Role.brand_admin]: [
    'studio.access',
    'studio.brands.manage',
    'studio.catalogues.manage',
    'studio.products.manage',
    'studio.reviews.manage',
  ],
  [Role.user]: [],
};

/** The grant table as role_permissions rows. */
export function rolePermissionRows(): { role: Role; permissionKey: PermissionKey }[] {
  return (Object.entries(ROLE_PERMISSIONS) as [Role, readonly PermissionKey[]][]).flatMap(([role, keys]) =>
    keys.map((permissionKey) => ({ role, permissionKey })),
  );
}
