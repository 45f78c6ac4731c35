/** FAQs per page of the studio list. */
export const FAQS_PAGE_SIZE = 50;
