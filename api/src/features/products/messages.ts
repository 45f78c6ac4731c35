/** The product, service and portfolio screens' texts (spec: studio part two, sections 2, 5, 6 and 8). */
export const PRODUCT_MESSAGES = {
  // create (section 5)
  titleRequired: 'Please enter a product title',
  descriptionRequired: 'Please enter a product description',
  brandRequired: 'Please select a brand',
  priceRequired: "Please enter a price or enable 'Contact for Pricing'",
  categoriesRequired: 'Please select at least one category',
  imageRequired: 'Please upload at least one product image',
  // edit (section 5)
  requiredFields: 'Please fill in all required fields',
  categoryRequired: 'Please select a category',
  notYourProduct: "You don't have permission to edit this product",
  salePriceHint: 'The sale price is usually below the regular price.',
  priceFormat: 'Use digits and a decimal point only, for example 1500 or 1500.50.',
  collectionNotOfBrand: 'This collection belongs to another brand. Choose one of the brand’s collections.',
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  tooMany: (label: string, max: number) => `${label}: at most ${max} entries`,
  // roles (section 6)
  cannotCreate: "You don't have permission to create products.",
  insufficientPermissions: 'Insufficient Permissions',
  authenticationRequired: 'Authentication Required',
  mustSignIn: 'You must be logged in to edit products.',
  // edit screen states and failures (sections 2 and 8)
  loadingTimeout: 'Loading Timeout',
  productLoadingTimeout: 'Product Loading Timeout',
  notFoundTitle: 'Product Not Found',
  notFound: 'Product not found',
  requestTimedOut: 'Request timed out. Please try again or refresh the page.',
  loadFailed: 'Failed to load product data. Please refresh the page.',
  schemaIssue: 'Database schema issue detected. Please contact administrator.',
  invalidBrandOrCollection: 'Invalid brand or collection selected',
  noUpdatePermission: "You don't have permission to update products",
  updateFailed: 'Failed to update product. Please try again.',
  updated: 'Product updated successfully!',
  deleted: 'Product deleted',
  deleteFailed: 'Failed to delete product. Please try again.',
  // create failures (section 8)
  profileLoadFailed: 'Failed to load user profile. Please refresh the page.',
  dataLoadFailed: 'Failed to load data. Please refresh the page.',
  schemaError: 'Database schema error. Some fields may not be supported yet. Please try again with fewer fields.',
  currencyError: (message: string) => `Currency error: ${message}`,
  createFailedWith: (message: string) => `Failed to create product: ${message}`,
  createFailed: 'Failed to create product. Please try again.',
  created: 'Product created successfully!',
  imageUnavailable: 'Image unavailable',
} as const;

export const SERVICE_MESSAGES = {
  requiredFields: 'Please fill in all required fields',
  notTailorBrand: 'Services can only be created for tailor brands',
  pricingRequired: "Please set pricing or enable 'Contact for Pricing'",
  noTailorBrands: 'No tailor brands found. Please create a tailor brand first.',
  notFound: 'Service not found',
  loadFailed: 'Failed to load service',
  updateFailed: 'Failed to update service',
  deleteFailed: 'Failed to delete service',
  updated: 'Service updated successfully',
  deleted: 'Service deleted successfully',
  loadBrandsFailed: 'Failed to load brands',
  createFailed: 'Failed to create service',
  created: 'Service created successfully',
} as const;

export const PORTFOLIO_MESSAGES = {
  requiredFields: 'Please fill in all required fields',
  imageRequired: 'Please upload at least one portfolio image',
  consultationFeeNumber: 'Consultation fee must be a number',
  notTailoringBrand: 'Portfolio pieces can only be added to brands in a tailoring category',
  loadBrandsFailed: 'Failed to load brands',
  createFailed: 'Failed to create portfolio',
  created: 'Portfolio created successfully!',
} as const;
