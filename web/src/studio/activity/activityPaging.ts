/** The feed reads this many entries per page; Load more asks for the next as many. */
export const ACTIVITY_PAGE_SIZE = 30;

/** The activity feed's address; signing in again after the session ended comes back here. */
export const ACTIVITY_PATH = '/studio/activity';
