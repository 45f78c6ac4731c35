import type { PrismaClient, Role } from '../generated/prisma/client.js';

/** Who is asking: resolved once per request from the access token, then read by auth scopes. */
export interface Viewer {
  id: string;
  email: string;
  role: Role;
  ownedBrandIds: readonly string[];
  permissions: ReadonlySet<string>;
}

/** A machine client calling with a client-credentials token: reads public data, no user. */
export interface Integrator {
  clientId: string;
}

export function viewerOwnsBrand(viewer: Viewer | null, brandId: string): boolean {
  if (!viewer) return false;
  if (viewer.role === 'super_admin' || viewer.role === 'admin') return true;
  return viewer.role === 'brand_admin' && viewer.ownedBrandIds.includes(brandId);
}

/**
 * The viewer for a user id, from the database (so role and ownership changes apply at once); null
 * when the user is gone or, given the access version a token was issued under, when the account's
 * has moved on since (the token was issued before a password reset, role or brand change). One
 * statement: every signed-in request pays for it.
 */
export async function loadViewer(prisma: PrismaClient, userId: string, accessVersion?: number): Promise<Viewer | null> {
  if (!UUID.test(userId)) return null;
  const version = accessVersion ?? null;
  const rows = await prisma.$queryRaw<
    { id: string; email: string; role: Role; owned_brand_ids: string[] | null; permissions: string[] | null }[]
  >`
    SELECT u.id::text AS id, u.email, u.role::text AS role,
      (SELECT json_agg(o.brand_id::text) FROM brand_owners o WHERE o.user_id = u.id) AS owned_brand_ids,
      (SELECT json_agg(p.permission_key) FROM role_permissions p WHERE p.role = u.role) AS permissions
    FROM users u
    WHERE u.id = ${userId}::uuid AND (${version}::int IS NULL OR u.access_version = ${version}::int)`;
  const user = rows[0];
  if (!user) return null;
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    ownedBrandIds: user.owned_brand_ids ?? [],
    permissions: new Set(user.permissions ?? []),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
