import type { FetchFunction, GraphQLResponse } from 'relay-runtime';
import { fetchWithSession } from '../auth/fetchWithSession';
import { AnswerMemory } from './answerMemory';
import { GraphQLRequestError, type GraphQLErrorEntry } from './GraphQLRequestError';
import { NETWORK_ERROR } from './networkError';
import { persistedRequest, type PersistedRequest } from './persistedRequest';
import { queryUrl } from './queryUrl';

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

const authorization = (accessToken: string | null): Record<string, string> =>
  accessToken ? { authorization: `Bearer ${accessToken}` } : {};

async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch {
    throw new Error(NETWORK_ERROR);
  }
}

function post(body: string, accessToken: string | null): Promise<Response> {
  return send('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      // Apollo's CSRF prevention lets a request through only with this header (or a safe content type).
      'apollo-require-preflight': 'true',
      ...authorization(accessToken),
    },
    body,
  });
}

const signedInAnswers = new AnswerMemory();

/**
 * A visitor's query asks the browser to revalidate (`no-cache`): a kept public answer is sent again
 * only when it changed, and an unchanged one costs a 304 of a few hundred bytes. A signed-in
 * user's answers are never stored by the browser, so the tag of the last answer is kept in memory
 * and sent here; a 304 hands back that answer's body.
 */
async function get(url: string, accessToken: string | null): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json', ...authorization(accessToken) };
  const key = accessToken ? `${accessToken} ${url}` : null;
  const kept = key ? signedInAnswers.recall(key) : undefined;
  if (kept) headers['if-none-match'] = kept.etag;
  const response = await send(url, {
    method: 'GET',
    credentials: 'same-origin',
    cache: accessToken ? 'no-store' : 'no-cache',
    headers,
  });
  if (response.status === 304 && kept) {
    await response.arrayBuffer(); // Read to its (empty) end, so the request finishes rather than being dropped.
    return new Response(kept.body, { status: 200, headers: { 'content-type': 'application/json' } });
  }
  const etag = response.headers.get('etag');
  if (key && response.ok && etag) signedInAnswers.remember(key, { etag, body: await response.clone().text() });
  return response;
}

function transport(request: PersistedRequest, isQuery: boolean): (accessToken: string | null) => Promise<Response> {
  const url = isQuery ? queryUrl(request) : null;
  if (url) return (accessToken) => get(url, accessToken);
  const body = JSON.stringify(request);
  return (accessToken) => post(body, accessToken);
}

/**
 * Sends operations to /graphql by their persisted ids, as the signed-in user when there is one:
 * queries by GET (cacheable and revalidated, see `get`), mutations and over-long queries by POST.
 * Any GraphQL error fails the whole request.
 */
export const fetchGraphQL: FetchFunction = async (operation, variables) => {
  const request = persistedRequest(operation, variables);
  const response = await fetchWithSession(transport(request, operation.operationKind === 'query'));
  const body = await readBody(response);
  if (body.errors?.length) throw new GraphQLRequestError(body.errors);
  if (!response.ok || body.data == null)
    throw new Error(`The server answered ${response.status} ${response.statusText}`.trim());
  return body as GraphQLResponse;
};
