/** Entries per page of the inbox list (the API's default page). */
export const INBOX_PAGE_SIZE = 20;

/** The inbox screen; signing in again after the session ended comes back here. */
export const INBOX_PATH = '/studio/inbox';

/** The leads screen narrowed to one lead (its `lead` filter). */
export const leadPath = (leadId: string) => `/studio/leads?lead=${encodeURIComponent(leadId)}`;

/** A product's public page, from its row id. */
export const productPagePath = (productDatabaseId: string) => `/product/${encodeURIComponent(productDatabaseId)}`;
