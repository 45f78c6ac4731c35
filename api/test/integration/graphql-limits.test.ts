import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { seededTokens } from '../support/seeded-sign-in.js';
import { bearer } from '../support/sign-in.js';
import { PUBLIC_COST_BUDGET, QUERY_LIMITS, TOKEN_COST_BUDGET } from '../../src/graphql/limits/index.js';

/** products → brand → products → brand → ... : the shape that once answered 25 MB. */
const nested = (levels: number) => {
  let inner = 'id';
  for (let i = 0; i < levels; i += 1) inner = `brand { products(first: 100) { edges { node { ${inner} } } } }`;
  return `{ products(first: 100) { edges { node { ${inner} } } } }`;
};

const DEEP = `{ brands(first: 1) { edges { node { collections(first: 1) { edges { node { brand { products(first: 1) {
  edges { node { brand { collections(first: 1) { edges { node { id } } } } } } } } } } } } } } }`;

const aliasesOfSearch = (count: number) =>
  `{ ${Array.from({ length: count }, (_, i) => `s${i}: search(query: "silk") { query }`).join(' ')} }`;

/** A page of 100 products, each with a page of 20 of its brand's products: about 4,400. */
const TWO_PAGES = `query TwoPages { products(first: 100) { edges { node { id brand { products(first: 20) {
  edges { node { id title } } } } } } } }`;

describe('query limits on /graphql', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer();
    token = (await seededTokens(server.url, ['user'])).user;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('refuses a deep query before it runs, saying the limit', async () => {
    const started = performance.now();
    const { status, body } = await server.graphql(DEEP);
    const elapsed = performance.now() - started;
    expect(status).toBe(400);
    expect(body.data).toBeUndefined();
    expect(body.errors).toHaveLength(1);
    expect(body.errors![0].extensions).toMatchObject({ code: 'QUERY_TOO_DEEP', limit: QUERY_LIMITS.maxDepth });
    expect(body.errors![0].message).toContain(`the limit is ${QUERY_LIMITS.maxDepth}`);
    console.info(`deep query refused in ${elapsed.toFixed(1)} ms`);
  });

  it('refuses an alias flood', async () => {
    const started = performance.now();
    const { status, body } = await server.graphql(aliasesOfSearch(100));
    const elapsed = performance.now() - started;
    expect(status).toBe(400);
    expect(body.data).toBeUndefined();
    expect(body.errors![0].extensions).toMatchObject({
      code: 'TOO_MANY_ALIASES',
      limit: QUERY_LIMITS.maxAliases,
      found: 100,
    });
    console.info(`alias flood refused in ${elapsed.toFixed(1)} ms`);
  });

  it('refuses 500 aliases of search while still reading the document', async () => {
    const started = performance.now();
    const { status, body } = await server.graphql(aliasesOfSearch(500));
    const elapsed = performance.now() - started;
    expect(status).toBe(400);
    expect(body.errors![0].extensions?.code).toBe('TOO_MANY_TOKENS');
    console.info(`500 aliases refused in ${elapsed.toFixed(1)} ms`);
  });

  it('refuses a document with too many tokens', async () => {
    const fields = Array.from({ length: QUERY_LIMITS.maxTokens }, () => 'id').join(' ');
    const { status, body } = await server.graphql(`{ brands(first: 1) { edges { node { ${fields} } } } }`);
    expect(status).toBe(400);
    expect(body.errors![0].extensions).toMatchObject({ code: 'TOO_MANY_TOKENS', limit: QUERY_LIMITS.maxTokens });
  });

  it('refuses too many directives', async () => {
    const skips = Array.from({ length: QUERY_LIMITS.maxDirectives + 1 }, () => '@skip(if: false)').join(' ');
    const { status, body } = await server.graphql(`{ heroSlides { id ${skips} } }`);
    expect(status).toBe(400);
    expect(body.errors![0].extensions).toMatchObject({ code: 'TOO_MANY_DIRECTIVES' });
  });

  it('refuses nested pages of 100 for everyone, counting first', async () => {
    for (const headers of [{}, bearer(token)]) {
      const started = performance.now();
      const { status, body } = await server.graphql(nested(2), {}, headers);
      const elapsed = performance.now() - started;
      expect(status).toBe(400);
      expect(body.data).toBeUndefined();
      expect(body.errors![0].extensions?.code).toBe('QUERY_TOO_COSTLY');
      expect(body.errors![0].extensions?.found).toBeGreaterThan(TOKEN_COST_BUDGET);
      expect(body.errors![0].message).toContain('`first`');
      console.info(`costly query refused in ${elapsed.toFixed(1)} ms`);
    }
  });

  it('holds a signed-out caller to the public budget and a caller with a token to the larger one', async () => {
    const anonymous = await server.graphql(TWO_PAGES);
    expect(anonymous.status).toBe(400);
    expect(anonymous.body.errors![0].extensions).toMatchObject({ code: 'QUERY_TOO_COSTLY', limit: PUBLIC_COST_BUDGET });
    expect(anonymous.body.errors![0].message).toContain(`Signed-in callers may ask for up to ${TOKEN_COST_BUDGET}`);

    const signedIn = await server.graphql(TWO_PAGES, {}, bearer(token));
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.errors).toBeUndefined();
    expect(signedIn.body.data.products.edges.length).toBeGreaterThan(0);
  });

  it('counts first from the variables the request sends', async () => {
    const query = `query Pages($outer: Int, $inner: Int) { products(first: $outer) { edges { node { brand {
      products(first: $inner) { edges { node { id } } } } } } } }`;
    const small = await server.graphql(query, { outer: 5, inner: 5 });
    expect(small.body.errors).toBeUndefined();
    const large = await server.graphql(query, { outer: 100, inner: 100 });
    expect(large.body.errors![0].extensions?.code).toBe('QUERY_TOO_COSTLY');
  });

  it('keeps field suggestions outside production', async () => {
    const { status, body } = await server.graphql('{ brands(first: 1) { edges { node { nme } } } }');
    expect(status).toBe(400);
    expect(body.errors![0].message).toContain('Did you mean "name"?');
  });
});

describe('query limits in production', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: false, env: { NODE_ENV: 'production' } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers an unknown field without suggesting the schema', async () => {
    const { status, body } = await server.graphql('{ brands(first: 1) { edges { node { nme } } } }');
    expect(status).toBe(400);
    expect(body.errors![0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(body.errors![0].message).toBe('Cannot query field "nme" on type "Brand".');
  });
});
