/** What a page view records: the path, and the brand when the page is a brand profile. */
export function pageViewTarget(pathname: string): { path: string; brandId: string | null } {
  const brand = /^\/brand\/([^/]+)\/?$/.exec(pathname);
  return { path: pathname, brandId: brand ? decodeURIComponent(brand[1]!) : null };
}
