import type { PersistedRequest } from './persistedRequest';

/**
 * Longest /graphql?… address the app sends. Browsers and proxies take far longer ones, but some
 * CDNs and logs cut at 2 KB or so; a query whose variables do not fit goes by POST instead.
 */
export const MAX_QUERY_URL_LENGTH = 2000;

/**
 * The GET address for a persisted query (`/graphql?id=…&variables=…&operationName=…`), or null when
 * it would be too long. Queries go by GET so that browsers and CDNs may keep public answers and
 * revalidate them with If-None-Match: an unchanged answer comes back as a body-less 304.
 */
export function queryUrl(request: PersistedRequest): string | null {
  const params = new URLSearchParams({ id: request.id, operationName: request.operationName });
  if (Object.keys(request.variables).length > 0) params.set('variables', JSON.stringify(request.variables));
  const url = `/graphql?${params}`;
  return url.length <= MAX_QUERY_URL_LENGTH ? url : null;
}
