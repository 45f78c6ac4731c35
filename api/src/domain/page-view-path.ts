export const MAX_PAGE_VIEW_PATH_LENGTH = 500;

/** The path part of a page address as recorded for analytics: starts with '/', no query or fragment; null if unusable. */
export function pageViewPath(path: string): string | null {
  const withoutQuery = path.trim().split(/[?#]/, 1)[0] ?? '';
  if (!withoutQuery.startsWith('/') || withoutQuery.startsWith('//') || withoutQuery.length > MAX_PAGE_VIEW_PATH_LENGTH) return null;
  return withoutQuery;
}
