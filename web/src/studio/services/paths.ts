export const servicesPaths = {
  list: '/studio/services',
  /** The list after a delete: `?refresh=1` asks it to load afresh from the server. */
  refresh: '/studio/services?refresh=1',
  /** Spec section 2: Create Service lives under the products screens, and returns to them. */
  new: '/studio/products/new-service',
  edit: (serviceId: string) => `/studio/services/${encodeURIComponent(serviceId)}`,
} as const;

// The names the service screens import.
export const SERVICES_PATH = servicesPaths.list;
export const SERVICES_REFRESH_PATH = servicesPaths.refresh;
export const NEW_SERVICE_PATH = servicesPaths.new;
export const editServicePath = servicesPaths.edit;
