/** Services per page of the list. */
export const SERVICES_PAGE_SIZE = 20;
