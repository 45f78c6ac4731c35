/**
 * The request extension the server sets on an operation it resolved from a persisted id (one of the
 * web app's own documents, see http/persisted-queries), so the query limits can hold such a document
 * to the token budget rather than the signed-out one: its shape is ours and fixed, only its
 * variables come from the caller. Set only by the server, which refuses requests that carry it.
 */
export const TRUSTED_DOCUMENT_EXTENSION = 'trustedDocument';

/** The persisted id of the document this request runs, when the server resolved it from one. */
export function trustedDocumentIdOf(request: { extensions?: Record<string, unknown> | null }): string | undefined {
  const marker = request.extensions?.[TRUSTED_DOCUMENT_EXTENSION] as { id?: unknown } | undefined;
  return typeof marker?.id === 'string' ? marker.id : undefined;
}
