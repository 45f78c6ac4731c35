/** Products per page of the list. */
export const PRODUCTS_PAGE_SIZE = 20;

export const PRODUCTS_PATH = '/studio/products';
export const NEW_PRODUCT_PATH = '/studio/products/new';
export const NEW_SERVICE_PATH = '/studio/products/new-service';
export const PRODUCT_IMPORT_PATH = '/studio/products/import';
export const editProductPath = (productId: string) => `/studio/products/${encodeURIComponent(productId)}`;
export const editServicePath = (productId: string) => `/studio/services/${encodeURIComponent(productId)}`;
export const publicProductPath = (productId: string) => `/product/${encodeURIComponent(productId)}`;
