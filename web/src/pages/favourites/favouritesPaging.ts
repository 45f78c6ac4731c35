/** Each favourites section shows this many cards at first and adds this many per 'Load more'. */
export const FAVOURITES_PAGE_SIZE = 12;

/** The API's cap on `first`. */
const MAX_PAGE = 100;

/** How many items a refresh asks for: as many as are shown, so it never folds away loaded pages. */
export const refreshSize = (shown: number) => Math.min(Math.max(shown, FAVOURITES_PAGE_SIZE), MAX_PAGE);
