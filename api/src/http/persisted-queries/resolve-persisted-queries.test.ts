import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import { describe, expect, it, vi } from 'vitest';
import { trustedDocumentIdOf } from '../../graphql/persisted/trusted-document.js';
import { outlineOperation } from './operation-outline.js';
import type { PersistedDocuments } from './persisted-documents.js';
import { resolvePersistedQueries } from './resolve-persisted-queries.js';

const TEXT = 'query Brands($first: Int) { brands(first: $first) { totalCount } }';
const ID = createHash('sha256').update(TEXT).digest('hex');
const documents: PersistedDocuments = {
  find: (id) => (id === ID ? { id, text: TEXT, outline: outlineOperation(TEXT)! } : undefined),
  size: 1,
};

function run(req: Partial<Request>) {
  const request = { headers: {}, ...req } as Request;
  const json = vi.fn();
  const res = { status: vi.fn(() => res), set: vi.fn(() => res), json } as unknown as Response;
  const next = vi.fn();
  resolvePersistedQueries(documents)(request, res, next);
  return { request, next, json };
}

describe('resolvePersistedQueries', () => {
  it('puts the text in place of the id in a POST body and marks it as the server’s own', () => {
    const { request, next } = run({ method: 'POST', body: { id: ID, variables: { first: 2 } } });
    expect(next).toHaveBeenCalled();
    expect(request.body).toEqual({
      query: TEXT,
      variables: { first: 2 },
      extensions: { trustedDocument: { id: ID } },
    });
    expect(trustedDocumentIdOf(request.body)).toBe(ID);
  });

  it('rewrites a GET to Apollo’s search parameters, with the CSRF header a known query may skip', () => {
    const { request, next } = run({ method: 'GET', url: `/?id=${ID}&variables=%7B%22first%22%3A1%7D` });
    expect(next).toHaveBeenCalled();
    const params = new URL(request.url, 'http://x').searchParams;
    expect(params.get('query')).toBe(TEXT);
    expect(params.get('variables')).toBe('{"first":1}');
    expect(params.has('id')).toBe(false);
    expect(trustedDocumentIdOf({ extensions: JSON.parse(params.get('extensions')!) })).toBe(ID);
    expect(request.headers['apollo-require-preflight']).toBe('true');
  });

  it('leaves full texts alone and refuses unknown ids', () => {
    const text = run({ method: 'POST', body: { query: TEXT } });
    expect(text.next).toHaveBeenCalled();
    expect(text.request.body).toEqual({ query: TEXT });
    const unknown = run({ method: 'POST', body: { id: 'f'.repeat(64) } });
    expect(unknown.next).not.toHaveBeenCalled();
    expect(unknown.json.mock.calls[0]![0].errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
  });
});
