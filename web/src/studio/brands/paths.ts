/** The studio's brand screens; signing in again after the session ended comes back to the list. */
export const brandsPaths = {
  list: '/studio/brands',
  new: '/studio/brands/new',
  edit: (brandId: string) => `/studio/brands/${encodeURIComponent(brandId)}`,
  /** A brand's public page (View on Site). */
  site: (brandId: string) => `/brand/${encodeURIComponent(brandId)}`,
} as const;

// The names the brand editor's screens import.
export const BRANDS_PATH = brandsPaths.list;
export const NEW_BRAND_PATH = brandsPaths.new;
export const editBrandPath = brandsPaths.edit;
export const siteBrandPath = brandsPaths.site;
