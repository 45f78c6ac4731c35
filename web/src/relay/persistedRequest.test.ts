import { describe, expect, it } from 'vitest';
import type { RequestParameters } from 'relay-runtime';
import { persistedRequest } from './persistedRequest';

const common = { name: 'DirectoryPageQuery', operationKind: 'query', metadata: {} } as const;

describe('persistedRequest', () => {
  it('sends the id, the variables and the name, never the text', () => {
    const params: RequestParameters = { ...common, id: 'abc123', text: null };
    expect(persistedRequest(params, { first: 12 })).toEqual({
      id: 'abc123',
      variables: { first: 12 },
      operationName: 'DirectoryPageQuery',
    });
  });

  it('refuses an operation compiled without an id, naming it', () => {
    const params: RequestParameters = {
      ...common,
      id: null,
      cacheID: 'x',
      text: 'query DirectoryPageQuery { __typename }',
    };
    expect(() => persistedRequest(params, {})).toThrow(/DirectoryPageQuery has no persisted id/);
  });
});
