import type { OperationOutline } from './operation-outline.js';

/**
 * Root fields of the public catalogue and editorial content: what any visitor may read, answered
 * the same to every signed-out caller. A signed-out GET of a query made only of these may be kept
 * by browsers and CDNs for a short while. Studio fields, `viewer` and single-use lookups such as
 * `passwordResetTokenStatus` are deliberately absent; a field added to the schema stays private
 * until it is listed here.
 */
export const PUBLIC_ROOT_FIELDS: ReadonlySet<string> = new Set([
  'activeSpotlight',
  'brand',
  'brandLocations',
  'brands',
  'collection',
  'collectionSuggestions',
  'collections',
  'faqs',
  'heroSlides',
  'homeCategoryRows',
  'legalDocuments',
  'navigationCategories',
  'node',
  'nodes',
  'platformSetting',
  'product',
  'products',
  'search',
  'siteSettings',
  'tailor',
  'tailors',
]);

/** Whether an operation is a query that reads public content only. */
export function isPublicQuery(outline: OperationOutline | null): boolean {
  return (
    outline !== null &&
    outline.kind === 'query' &&
    outline.rootFields.length > 0 &&
    outline.rootFields.every((field) => PUBLIC_ROOT_FIELDS.has(field))
  );
}
