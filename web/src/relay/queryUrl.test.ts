import { describe, expect, it } from 'vitest';
import { MAX_QUERY_URL_LENGTH, queryUrl } from './queryUrl';

describe('queryUrl', () => {
  it('puts the id, the name and the variables in the address', () => {
    const url = queryUrl({ id: 'abc', operationName: 'BrandPageQuery', variables: { id: 'B 1', first: 6 } });
    const params = new URL(url!, 'http://localhost').searchParams;
    expect(new URL(url!, 'http://localhost').pathname).toBe('/graphql');
    expect(params.get('id')).toBe('abc');
    expect(params.get('operationName')).toBe('BrandPageQuery');
    expect(JSON.parse(params.get('variables')!)).toEqual({ id: 'B 1', first: 6 });
  });

  it('leaves out empty variables, so every visitor asks for the same address', () => {
    expect(queryUrl({ id: 'abc', operationName: 'HomeQuery', variables: {} })).toBe(
      '/graphql?id=abc&operationName=HomeQuery',
    );
  });

  it('gives up on an address longer than the limit', () => {
    const variables = { text: 'x'.repeat(MAX_QUERY_URL_LENGTH) };
    expect(queryUrl({ id: 'abc', operationName: 'SearchQuery', variables })).toBeNull();
  });
});
