/** Brands per page of the studio list ('Load more' adds as many again). */
export const BRANDS_PAGE_SIZE = 20;

/** History entries shown at first on the edit screen, and added by each 'Load more'. */
export const HISTORY_PAGE_SIZE = 10;

/** The studio's brand list; signing in again after the session ended comes back here. */
export const BRANDS_PATH = '/studio/brands';

export const NEW_BRAND_PATH = '/studio/brands/new';

/** A brand's edit screen in the studio. */
export const editBrandPath = (brandId: string) => `${BRANDS_PATH}/${encodeURIComponent(brandId)}`;

/** A brand's public page (View on Site). */
export const siteBrandPath = (brandId: string) => `/brand/${encodeURIComponent(brandId)}`;
