let serverOrigin = '';

/** The site's origin during a server render (the API's public URL: the same for every request). */
export function setServerOrigin(origin: string): void {
  serverOrigin = origin;
}

/** The origin the page is served from: the browser's location, or the public URL in a server render. */
export function siteOrigin(): string {
  return typeof window === 'undefined' ? serverOrigin : window.location.origin;
}
