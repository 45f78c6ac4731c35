/** Collections per page of the list (spec section 9: collections default to 20). */
export const COLLECTIONS_PAGE_SIZE = 20;

/** The brands offered in the brand selects: the API's cap on `first`. */
export const BRAND_CHOICES = 100;
