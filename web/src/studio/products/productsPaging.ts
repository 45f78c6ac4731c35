/** Products per page of the list. */
export const PRODUCTS_PAGE_SIZE = 20;
