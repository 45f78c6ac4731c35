import type { Request, RequestHandler } from 'express';
import type { PersistedDocument, PersistedDocuments } from './persisted-documents.js';
import { refuse } from './refusal.js';
import { TRUSTED_DOCUMENT_EXTENSION } from '../../graphql/persisted/trusted-document.js';

export const UNKNOWN_ID_MESSAGE =
  'The server does not know this persisted query. Reload the page, or send the query text instead.';

type Outcome =
  | { kind: 'pass' }
  | { kind: 'refuse'; code: 'PERSISTED_QUERY_NOT_FOUND' | 'BAD_REQUEST'; message: string }
  | { kind: 'resolved'; document: PersistedDocument };

/**
 * Turns a request that names a persisted document (`{ "id", "variables" }` in a POST body or a
 * multipart `operations` field, `?id=...&variables=...` on a GET) into the request Apollo knows,
 * with the document's text, and marks it as one of the server's own documents. An unknown id is a
 * 400 with PERSISTED_QUERY_NOT_FOUND. A GET of a known query needs no CSRF header: it reads only,
 * and no cookie changes what /graphql answers, so a cross-site GET learns nothing a direct one
 * would not; CDNs and plain links can fetch it as they are.
 */
export function resolvePersistedQueries(documents: PersistedDocuments): RequestHandler {
  return (req, res, next) => {
    const outcome = req.method === 'GET' ? resolveSearch(req, documents) : resolveBody(req, documents);
    if (outcome.kind === 'refuse') return refuse(res, outcome.code, outcome.message);
    if (outcome.kind === 'resolved' && req.method === 'GET' && outcome.document.outline.kind === 'query')
      req.headers['apollo-require-preflight'] = 'true';
    next();
  };
}

const BOTH = { kind: 'refuse', code: 'BAD_REQUEST', message: 'Send either `id` or `query`, not both.' } as const;
const RESERVED = {
  kind: 'refuse',
  code: 'BAD_REQUEST',
  message: `The \`${TRUSTED_DOCUMENT_EXTENSION}\` extension is set by the server, not sent by clients.`,
} as const;
const BAD_ID = { kind: 'refuse', code: 'BAD_REQUEST', message: 'A persisted query `id` must be a string.' } as const;

function lookUp(id: string, documents: PersistedDocuments): Outcome {
  const document = documents.find(id);
  return document
    ? { kind: 'resolved', document }
    : { kind: 'refuse', code: 'PERSISTED_QUERY_NOT_FOUND', message: UNKNOWN_ID_MESSAGE };
}

const marked = (document: PersistedDocument, extensions: Record<string, unknown> | undefined) => ({
  ...extensions,
  [TRUSTED_DOCUMENT_EXTENSION]: { id: document.id },
});

function resolveBody(req: Request, documents: PersistedDocuments): Outcome {
  const body = req.body as Record<string, unknown> | undefined;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { kind: 'pass' };
  const extensions = isObject(body.extensions) ? body.extensions : undefined;
  if (extensions && TRUSTED_DOCUMENT_EXTENSION in extensions) return RESERVED;
  if (!('id' in body) || body.id === undefined) return { kind: 'pass' };
  if (typeof body.id !== 'string') return BAD_ID;
  if (body.query !== undefined && body.query !== null) return BOTH;
  const outcome = lookUp(body.id, documents);
  if (outcome.kind !== 'resolved') return outcome;
  const { id: _id, ...rest } = body;
  req.body = { ...rest, query: outcome.document.text, extensions: marked(outcome.document, extensions) };
  return outcome;
}

function resolveSearch(req: Request, documents: PersistedDocuments): Outcome {
  const url = new URL(req.url, 'http://localhost');
  const params = url.searchParams;
  const extensions = parseJsonObject(params.get('extensions'));
  if (extensions && TRUSTED_DOCUMENT_EXTENSION in extensions) return RESERVED;
  const ids = params.getAll('id');
  if (ids.length === 0) return { kind: 'pass' };
  if (ids.length > 1) return { kind: 'refuse', code: 'BAD_REQUEST', message: 'Send one `id`.' };
  if (params.has('query')) return BOTH;
  const outcome = lookUp(ids[0]!, documents);
  if (outcome.kind !== 'resolved') return outcome;
  params.delete('id');
  params.set('query', outcome.document.text);
  params.set('extensions', JSON.stringify(marked(outcome.document, extensions)));
  req.url = `${url.pathname}?${params}`;
  return outcome;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function parseJsonObject(text: string | null): Record<string, unknown> | undefined {
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return isObject(value) ? value : undefined;
  } catch {
    return undefined; // Apollo answers malformed JSON with its own error.
  }
}
