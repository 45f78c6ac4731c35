export const productsPaths = {
  list: '/studio/products',
  new: '/studio/products/new',
  import: '/studio/products/import',
  edit: (productId: string) => `/studio/products/${encodeURIComponent(productId)}`,
  /** A product's public page, from its row id. */
  public: (productId: string) => `/product/${encodeURIComponent(productId)}`,
} as const;

// The names the product screens import.
export const PRODUCTS_PATH = productsPaths.list;
export const NEW_PRODUCT_PATH = productsPaths.new;
export const PRODUCT_IMPORT_PATH = productsPaths.import;
export const editProductPath = productsPaths.edit;
export const publicProductPath = productsPaths.public;
