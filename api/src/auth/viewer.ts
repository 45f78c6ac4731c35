import type { Role } from '../generated/prisma/client.js';

/** Who is asking: resolved once per request from the access token, then read by auth scopes. */
export interface Viewer {
  id: string;
  email: string;
  role: Role;
  ownedBrandIds: readonly string[];
  permissions: ReadonlySet<string>;
}

export function viewerOwnsBrand(viewer: Viewer | null, brandId: string): boolean {
  if (!viewer) return false;
  if (viewer.role === 'super_admin' || viewer.role === 'admin') return true;
  return viewer.role === 'brand_admin' && viewer.ownedBrandIds.includes(brandId);
}
