import { getRequest, type GraphQLTaggedNode } from 'relay-runtime';
import { fetchWithSession } from '../../auth/fetchWithSession';
import { GraphQLRequestError, type GraphQLErrorEntry } from '../../relay/GraphQLRequestError';
import { NETWORK_ERROR } from '../../relay/networkError';
import { persistedRequest } from '../../relay/persistedRequest';

/** The API refused the viewer (HTTP 401/403, or a GraphQL UNAUTHENTICATED/FORBIDDEN). */
export class AccessRefusedError extends Error {
  constructor(
    readonly status: 401 | 403,
    message: string,
  ) {
    super(message);
    this.name = 'AccessRefusedError';
  }
}

export const isAccessRefused = (error: unknown): error is AccessRefusedError => error instanceof AccessRefusedError;

function refusalOf(status: number, errors: readonly GraphQLErrorEntry[]): AccessRefusedError | null {
  const code = errors[0]?.extensions?.code;
  const message = errors[0]?.message ?? `The server answered ${status}`;
  if (status === 401 || code === 'UNAUTHENTICATED') return new AccessRefusedError(401, message);
  if (status === 403 || code === 'FORBIDDEN') return new AccessRefusedError(403, message);
  return null;
}

/**
 * One POST of a Relay query to /graphql as the signed-in user, abortable by `signal` (the shared
 * Relay network cannot be aborted, and the newsletter screen's policy times attempts out).
 */
export async function requestQuery<TData>(
  query: GraphQLTaggedNode,
  variables: Record<string, unknown>,
  signal: AbortSignal,
): Promise<TData> {
  const body = JSON.stringify(persistedRequest(getRequest(query).params, variables));
  let response: Response;
  try {
    response = await fetchWithSession((accessToken) =>
      fetch('/graphql', {
        method: 'POST',
        credentials: 'same-origin',
        signal,
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'apollo-require-preflight': 'true',
          ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
        },
        body,
      }),
    );
  } catch (error) {
    if (signal.aborted) throw signal.reason;
    throw error instanceof Error && error.name === 'AbortError' ? error : new Error(NETWORK_ERROR);
  }
  let parsed: { data?: TData | null; errors?: GraphQLErrorEntry[] } = {};
  try {
    parsed = (await response.json()) as typeof parsed;
  } catch {
    // Not JSON: judged by the status below.
  }
  const errors = parsed.errors ?? [];
  const refused = refusalOf(response.status, errors);
  if (refused) throw refused;
  if (errors.length) throw new GraphQLRequestError(errors);
  if (!response.ok || parsed.data == null)
    throw new Error(`The server answered ${response.status} ${response.statusText}`.trim());
  return parsed.data;
}
