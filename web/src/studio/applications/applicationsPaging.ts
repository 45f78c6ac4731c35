/** Applications per page of the list (the spec gives no size; the API's default page). */
export const APPLICATIONS_PAGE_SIZE = 20;

/** The API's cap on `first`. */
const MAX_PAGE = 100;

/**
 * How many applications a reload asks for: as many as are shown (so pages loaded with 'Load more'
 * stay), at least one page and at most the API's cap.
 */
export function reloadCount(shown: number): number {
  return Math.min(Math.max(shown, APPLICATIONS_PAGE_SIZE), MAX_PAGE);
}
