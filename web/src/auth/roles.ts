import type { Role } from './AuthViewer';

/** Roles that see the Studio link in the site's account menu (spec: roles and permissions). */
const STUDIO_LINK_ROLES: readonly Role[] = ['admin', 'super_admin', 'brand_admin'];

export const showsStudioLink = (role: Role | undefined): boolean => !!role && STUDIO_LINK_ROLES.includes(role);

export const isAdminRole = (role: Role | undefined): boolean => role === 'admin' || role === 'super_admin';

/** How the mobile menu names the account's kind. */
export const accountKindLabel = (role: Role | undefined): string => (isAdminRole(role) ? 'Admin' : 'Member');
