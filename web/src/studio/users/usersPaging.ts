/** The users screen reads this many accounts per page; Load more asks for the next as many. */
export const USERS_PAGE_SIZE = 24;

/** How many brands the brand picker lists for a search (the API's cap on `first`). */
export const BRAND_CHOICES = 100;
