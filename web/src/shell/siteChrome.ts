/** Paths whose pages stand alone, without the site header and footer. */
const STANDALONE_PREFIXES = ['/studio', '/password-gate'];

export function showsSiteChrome(pathname: string): boolean {
  return !STANDALONE_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}
