/** The feed reads this many entries per page; Load more asks for the next as many. */
export const ACTIVITY_PAGE_SIZE = 30;
