/** The spotlight screens' texts (spec: studio part two, sections 5, 8 and 9). */
export const SPOTLIGHT_MESSAGES = {
  titleRequired: 'Title is required',
  subtitleRequired: 'Subtitle is required',
  brandNameRequired: 'Brand name is required',
  brandDescriptionRequired: 'Brand description is required',
  brandQuoteRequired: 'Brand quote is required',
  quoteAuthorRequired: 'Quote author is required',
  mainImageRequired: 'Main image is required',
  brandLinkRequired: 'Brand link is required',
  productNameRequired: 'Product name is required',
  signInToCreate: 'You must be logged in to create spotlight content',
  missingInformation: 'Missing required information',
  notFound: 'Spotlight content not found',
  loadFailed: 'Failed to load spotlight content',
  created: 'Spotlight content created successfully',
  updated: 'Spotlight content updated successfully',
  createFailed: 'Failed to create spotlight content',
  noAccess: 'You do not have permission to access this page.',
  // The texts below are not in the spec; they follow its wording.
  brandLinkInvalid: 'Brand link must be a brand page (/brand/…) or a web address starting with http:// or https://',
  mediaUrlInvalid: 'Please enter an address starting with http://, https:// or /',
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  brandForProducts: 'Please select a brand before adding featured products',
  productRequired: "Please choose one of the brand's products",
  productNotOfBrand: "This product is not one of the selected brand's products",
  tooManyProducts: (max: number) => `You can feature up to ${max} products`,
  brandNotFound: 'Brand not found',
  deleted: 'Spotlight content deleted successfully',
  deleteFailed: 'Failed to delete spotlight content',
  activated: 'Spotlight content is now shown on the home page',
  activateFailed: 'Failed to update spotlight content',
  accessRestricted: 'Access restricted: only super admins can create spotlight content.',
} as const;

/** Spec section 8: what an edit that fails to save says, by what its error text mentions. */
export const SPOTLIGHT_SAVE_FAILURES = {
  permission: 'Permission denied. Please ensure you have super admin access.',
  network: 'Network error. Please check your connection and try again.',
  validation: 'Validation error. Please check all required fields.',
  // The spec shows only the start of this text ('File upload error...').
  storage: 'File upload error. Please check the file type and size, then try again.',
  database: 'Database error. Please try again or contact support.',
  other: (message: string) => `Error: ${message}`,
} as const;

/** Spec section 8, Diagnostics. */
export const DIAGNOSTICS_MESSAGES = {
  refreshed: 'Session refreshed successfully!',
  refreshFailed: (message: string) => `Session refresh failed: ${message}`,
} as const;
