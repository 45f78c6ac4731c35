/** The API's roles, most powerful first, and the words the users screen shows for them. */
export const USER_ROLES = ['super_admin', 'admin', 'brand_admin', 'user'] as const;

export type UserRoleValue = (typeof USER_ROLES)[number];

export const ROLE_LABELS: Record<UserRoleValue, string> = {
  super_admin: 'Super Admin',
  admin: 'Admin',
  brand_admin: 'Brand Admin',
  user: 'User',
};
