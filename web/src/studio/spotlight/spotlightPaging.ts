/** How many spotlights the list shows a page at a time (the list's first query and Load more). */
export const SPOTLIGHTS_PAGE_SIZE = 20;
