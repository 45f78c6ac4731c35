/** Vite's fingerprinted output: a changed file gets a new name, so a copy may be kept for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Files whose name stays the same across releases (index.html, sw.js, favicon.svg): always revalidate. */
export const REVALIDATE = 'no-cache';

/** The Cache-Control of a file of the web build, by its path inside the build. */
export function cacheControlFor(relativePath: string): string {
  return relativePath.startsWith('assets/') ? IMMUTABLE : REVALIDATE;
}
