import type { FetchFunction, GraphQLResponse } from 'relay-runtime';
import { fetchWithSession } from '../auth/fetchWithSession';
import { GraphQLRequestError, type GraphQLErrorEntry } from './GraphQLRequestError';
import { NETWORK_ERROR } from './networkError';
import { persistedRequest } from './persistedRequest';

interface ResponseBody {
  data?: unknown;
  errors?: GraphQLErrorEntry[];
}

async function readBody(response: Response): Promise<ResponseBody> {
  try {
    return (await response.json()) as ResponseBody;
  } catch {
    throw new Error(`The server answered ${response.status} ${response.statusText}`.trim());
  }
}

async function post(body: string, accessToken: string | null): Promise<Response> {
  try {
    return await fetch('/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        // Apollo's CSRF prevention lets a request through only with this header (or a safe content type).
        'apollo-require-preflight': 'true',
        ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
      },
      body,
    });
  } catch {
    throw new Error(NETWORK_ERROR);
  }
}

/**
 * Posts operations to /graphql by their persisted ids, as the signed-in user when there is one.
 * Any GraphQL error fails the whole request.
 */
export const fetchGraphQL: FetchFunction = async (operation, variables) => {
  const request = JSON.stringify(persistedRequest(operation, variables));
  const response = await fetchWithSession((accessToken) => post(request, accessToken));
  const body = await readBody(response);
  if (body.errors?.length) throw new GraphQLRequestError(body.errors);
  if (!response.ok || body.data == null)
    throw new Error(`The server answered ${response.status} ${response.statusText}`.trim());
  return body as GraphQLResponse;
};
