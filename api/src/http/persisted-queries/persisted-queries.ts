import type { RequestHandler } from 'express';
import { loadPersistedDocuments, type PersistedDocumentsOptions } from './persisted-documents.js';
import { publicCacheHeaders } from './public-cache-headers.js';
import { resolvePersistedQueries } from './resolve-persisted-queries.js';

/**
 * The /graphql stages between body parsing and Apollo: caching headers for the answer, then the
 * web app's persisted ids resolved to their documents. Reads the documents now, so a missing or
 * broken map stops the server at start rather than failing every page later.
 */
export function persistedQueries(options: PersistedDocumentsOptions): RequestHandler[] {
  const documents = loadPersistedDocuments(options);
  return [publicCacheHeaders(), resolvePersistedQueries(documents)];
}
