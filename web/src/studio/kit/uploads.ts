import {
  createOperationDescriptor,
  getRequest,
  type Environment,
  type GraphQLTaggedNode,
  type MutationParameters,
} from 'relay-runtime';
import { fetchWithSession } from '../../auth/fetchWithSession';
import { GraphQLRequestError, type GraphQLErrorEntry } from '../../relay/GraphQLRequestError';
import { NETWORK_ERROR } from '../../relay/networkError';
import { persistedRequest } from '../../relay/persistedRequest';

/** How far a file has gone up: 0 to 1. */
export type UploadProgress = (fraction: number) => void;

interface Sent {
  status: number;
  body: string;
}

/**
 * One request through XMLHttpRequest, the only browser API that reports upload progress. A request
 * that never reaches the server fails with the site's network message.
 */
function send(
  method: string,
  url: string,
  headers: Record<string, string>,
  body: XMLHttpRequestBodyInit,
  onProgress?: UploadProgress,
): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, url);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    if (onProgress)
      request.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
    request.onload = () => resolve({ status: request.status, body: request.responseText });
    request.onerror = () => reject(new Error(NETWORK_ERROR));
    request.onabort = () => reject(new Error(NETWORK_ERROR));
    request.send(body);
  });
}

/** Sets `value` at a dotted path ('input.file', 'input.files.0') of a copy of `variables`; lists stay lists. */
function withValueAt(variables: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const [head, ...rest] = path.split('.');
  const copy = (Array.isArray(variables) ? [...(variables as unknown[])] : { ...variables }) as Record<string, unknown>;
  copy[head!] = rest.length
    ? withValueAt((copy[head!] as Record<string, unknown>) ?? {}, rest.join('.'), value)
    : value;
  return copy;
}

/**
 * Runs a mutation that carries files, as a GraphQL multipart request (the header Apollo's CSRF
 * prevention asks for included), as the signed-in user; the answer is written to the Relay store
 * like any mutation's, so what shows the records updates. `files` maps variable paths ('input.file')
 * to the files. Fails with a GraphQLRequestError when the API answers with errors.
 */
export async function commitUploadMutation<TMutation extends MutationParameters>(
  environment: Environment,
  mutation: GraphQLTaggedNode,
  variables: TMutation['variables'],
  files: Record<string, File>,
  onProgress?: UploadProgress,
): Promise<TMutation['response']> {
  const request = getRequest(mutation);
  let sentVariables = variables as Record<string, unknown>;
  const map: Record<string, string[]> = {};
  Object.keys(files).forEach((path, index) => {
    sentVariables = withValueAt(sentVariables, path, null);
    map[String(index)] = [`variables.${path}`];
  });

  const response = await fetchWithSession(async (accessToken) => {
    const form = new FormData();
    form.append('operations', JSON.stringify(persistedRequest(request.params, sentVariables)));
    form.append('map', JSON.stringify(map));
    Object.values(files).forEach((file, index) => form.append(String(index), file, file.name));
    const sent = await send(
      'POST',
      '/graphql',
      {
        accept: 'application/json',
        'apollo-require-preflight': 'true',
        ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
      },
      form,
      onProgress,
    );
    return new Response(sent.body, {
      status: sent.status,
      headers: { 'content-type': 'application/json' },
    });
  });

  let body: { data?: TMutation['response'] | null; errors?: GraphQLErrorEntry[] };
  try {
    body = (await response.json()) as typeof body;
  } catch {
    throw new Error(`The server answered ${response.status} ${response.statusText}`.trim());
  }
  if (body.errors?.length) throw new GraphQLRequestError(body.errors);
  if (body.data == null) throw new Error(`The server answered ${response.status}`);
  environment.commitPayload(createOperationDescriptor(request, variables), body.data as never);
  return body.data;
}

/**
 * PUTs a file straight to storage at an upload URL the API handed out (presigned on S3, a signed
 * path of the API with local storage), with exactly the headers it gave. Fails when storage refuses.
 */
export async function putFile(
  url: string,
  headers: readonly { name: string; value: string }[],
  file: File,
  onProgress?: UploadProgress,
): Promise<void> {
  const sent = await send(
    'PUT',
    url,
    Object.fromEntries(headers.map((header) => [header.name, header.value])),
    file,
    onProgress,
  );
  if (sent.status < 200 || sent.status >= 300) throw new Error(`The upload was refused (${sent.status}).`);
}
