/** Portfolio pieces per page of the list. */
export const PORTFOLIO_PAGE_SIZE = 20;
