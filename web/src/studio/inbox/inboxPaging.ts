/** Entries per page of the inbox list (the API's default page). */
export const INBOX_PAGE_SIZE = 20;
