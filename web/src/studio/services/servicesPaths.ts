/** Services per page of the list. */
export const SERVICES_PAGE_SIZE = 20;

export const SERVICES_PATH = '/studio/services';
/** The list after a delete: `?refresh=1` asks it to load afresh from the server. */
export const SERVICES_REFRESH_PATH = '/studio/services?refresh=1';
/** Spec section 2: Create Service lives under the products screens, and returns to them. */
export const NEW_SERVICE_PATH = '/studio/products/new-service';
export const PRODUCTS_PATH = '/studio/products';
/** Where a viewer with no tailor brand goes to make one. */
export const BRANDS_PATH = '/studio/brands';
export const editServicePath = (serviceId: string) => `/studio/services/${encodeURIComponent(serviceId)}`;
