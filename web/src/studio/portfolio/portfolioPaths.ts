/** Portfolio pieces per page of the list. */
export const PORTFOLIO_PAGE_SIZE = 20;

export const PORTFOLIO_PATH = '/studio/portfolio';
export const NEW_PORTFOLIO_PATH = '/studio/portfolio/new';
/** A piece is edited as the product it is saved as. */
export const productEditPath = (productId: string) => `/studio/products/${encodeURIComponent(productId)}`;
/** Its public page. */
export const publicProductPath = (productId: string) => `/product/${encodeURIComponent(productId)}`;
