/** The favourites page reloads its lists this often (spec: 30 seconds). */
export const FAVOURITES_REFRESH_MS = 30_000;
