/** Brands per page of the studio list ('Load more' adds as many again). */
export const BRANDS_PAGE_SIZE = 20;

/** History entries shown at first on the edit screen, and added by each 'Load more'. */
export const HISTORY_PAGE_SIZE = 10;
