import type { Viewer } from '../../auth/AuthViewer';

export interface DashboardAudience {
  /** super_admin and admin: platform overview, platform-wide lead analytics and top performing brands. */
  platformWide: boolean;
  /** brand_admin: the brand overview over these brands (their owned brands); null for everyone else. */
  brandIds: string[] | null;
}

/** What the leads dashboard shows to this viewer (spec section 6); the server limits the leads. */
export function dashboardAudience(viewer: Pick<Viewer, 'role' | 'ownedBrands'>): DashboardAudience {
  const platformWide = viewer.role === 'super_admin' || viewer.role === 'admin';
  const brandIds = viewer.role === 'brand_admin' ? viewer.ownedBrands.map((brand) => brand.id) : null;
  return { platformWide, brandIds };
}
