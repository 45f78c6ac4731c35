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

/** The viewer for a user id, from the database (so role and ownership changes apply at once); null when the user is gone. */
export async function loadViewer(prisma: PrismaClient, userId: string): Promise<Viewer | null> {
  const user = await prisma.user.findUnique({
    where: { id: userId },
    select: { id: true, email: true, role: true, ownedBrands: { select: { brandId: true } } },
  });
  if (!user) return null;
  const grants = await prisma.rolePermission.findMany({ where: { role: user.role }, select: { permissionKey: true } });
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    ownedBrandIds: user.ownedBrands.map((o) => o.brandId),
    permissions: new Set(grants.map((g) => g.permissionKey)),
  };
}
