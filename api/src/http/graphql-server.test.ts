import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGraphQLServer } from './graphql-server.js';
import { GENERIC_ERROR_MESSAGE } from '../errors.js';
import type { Context } from '../graphql/context.js';
import { capturedLog } from '../../test/support/log-lines.js';

/** A logger writing its lines to `lines`, as the request log hands one to each request. */
function requestLogger(requestId: string) {
  const { lines, logger } = capturedLog();
  return { lines, log: logger.child({ requestId }) };
}

/** A database whose every query fails the way a lost connection does. */
const brokenDatabase = new Proxy(
  {},
  {
    get: () =>
      new Proxy(
        {},
        {
          get: () => () => Promise.reject(new Error('Connection terminated unexpectedly')),
        },
      ),
  },
);

describe('the GraphQL server', () => {
  const server = createGraphQLServer();
  beforeAll(() => server.start());
  afterAll(() => server.stop());

  const run = (query: string, log: Context['log']) =>
    server.executeOperation(
      { query },
      { contextValue: { prisma: brokenDatabase, viewer: null, integrator: null, log } as unknown as Context },
    );

  it("hides an unexpected error from the caller and logs it with the request's id", async () => {
    const { lines, log } = requestLogger('req-4711');
    const response = await run('{ brands(first: 1) { totalCount } }', log);
    const body = response.body.kind === 'single' ? response.body.singleResult : null;
    expect(body?.errors).toEqual([expect.objectContaining({ message: GENERIC_ERROR_MESSAGE })]);
    expect(JSON.stringify(body)).not.toContain('Connection terminated');
    expect(lines).toEqual([
      expect.objectContaining({
        level: 50,
        msg: 'unexpected GraphQL error',
        requestId: 'req-4711',
        err: expect.objectContaining({ message: 'Connection terminated unexpectedly' }),
      }),
    ]);
  });

  it("does not log the caller's own mistakes", async () => {
    const { lines, log } = requestLogger('req-4712');
    const response = await run('{ brands(first: 1) { nameOfTheBrand } }', log);
    const body = response.body.kind === 'single' ? response.body.singleResult : null;
    expect(body?.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(lines).toEqual([]);
  });
});

describe('the GraphQL server running queries compiled, as in production', () => {
  const server = createGraphQLServer({ hideSuggestions: true, compileAfter: 0 });
  beforeAll(() => server.start());
  afterAll(() => server.stop());

  it('answers and logs a failing field as graphql-js does, with the suggestion mask on', async () => {
    const { lines, log } = requestLogger('req-4713');
    const response = await server.executeOperation(
      { query: '{ brands(first: 1) { totalCount } }' },
      { contextValue: { prisma: brokenDatabase, viewer: null, integrator: null, log } as unknown as Context },
    );
    const body = response.body.kind === 'single' ? response.body.singleResult : null;
    expect(body?.errors).toEqual([
      expect.objectContaining({ message: GENERIC_ERROR_MESSAGE, path: ['brands', 'totalCount'] }),
    ]);
    expect(lines).toEqual([
      expect.objectContaining({
        msg: 'unexpected GraphQL error',
        err: expect.objectContaining({ message: 'Connection terminated unexpectedly' }),
      }),
    ]);
  });
});
