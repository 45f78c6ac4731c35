import { Role } from '../../api/src/generated/prisma/client.js';

/** Studio permissions and which role holds which. */

export const PERMISSIONS = [
  { key: 'studio.access', description: 'Open the studio back-office.' },
  { key: 'studio.brands.manage', description: 'Create, edit and delete brands, their images, tailor profiles and applications.' },
  { key: 'studio.catalogues.manage', description: 'Create, edit and delete collections and their gallery images.' },
  { key: 'studio.products.manage', description: 'Create, edit and delete products, portfolio pieces and services.' },
  { key: 'studio.hero.manage', description: 'Manage home-page hero slides, the spotlight, FAQs and legal documents.' },
  { key: 'studio.users.manage', description: 'Manage user accounts, roles and brand ownership.' },
  { key: 'studio.settings.manage', description: 'Change platform settings such as the About texts.' },
] as const;

export type PermissionKey = (typeof PERMISSIONS)[number]['key'];

const ALL: readonly PermissionKey[] = PERMISSIONS.map((p) => p.key);

/** The grant table: which permissions each role holds. */
export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly PermissionKey[]>> = {
  [Role.super_admin]: ALL,
  [Role.admin]: ALL.filter((k) => k !== 'studio.users.manage' && k !== 'studio.settings.manage'),
  [Role.brand_admin]: ['studio.access', 'studio.brands.manage', 'studio.catalogues.manage', 'studio.products.manage'],
  [Role.user]: [],
};

/** The grant table as role_permissions rows. */
export function rolePermissionRows(): { role: Role; permissionKey: PermissionKey }[] {
  return (Object.entries(ROLE_PERMISSIONS) as [Role, readonly PermissionKey[]][]).flatMap(([role, keys]) => keys.map((permissionKey) => ({ role, permissionKey })));
}
