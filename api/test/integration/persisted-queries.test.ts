import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { bearer } from '../support/sign-in.js';
import { seededTokens } from '../support/seeded-sign-in.js';
import { png } from '../support/media-fixtures.js';
import { readPersistedDocuments } from '../../src/http/persisted-queries/persisted-documents.js';
import { repoRoot } from '../../src/config.js';
import { GATE_COOKIE } from '../../src/auth/beta-gate.js';
import { schema } from '../../src/assembly/schema.js';
import { PAGE_SIZES, PUBLIC_COST_BUDGET, TOKEN_COST_BUDGET, costOf } from '../../src/graphql/limits/index.js';

const PUBLIC_BRANDS = 'query PublicBrands($first: Int!) { brands(first: $first) { edges { node { id name } } } }';
const STUDIO_BRANDS = 'query StudioBrands { managedBrands(first: 1) { totalCount } }';
const CREATE_SLIDE =
  'mutation CreateSlide($input: CreateHeroSlideInput!) { createHeroSlide(input: $input) { slide { databaseId image } } }';
/** 40 products, each with up to 40 of its brand's products: over a signed-out caller's budget, within a token's. */
const COSTLY =
  'query Costly { products(first: 40) { edges { node { id brand { products(first: 40) { edges { node { id } } } } } } } }';

const idOf = (text: string) => createHash('sha256').update(text).digest('hex');
const DOCUMENTS = [PUBLIC_BRANDS, STUDIO_BRANDS, CREATE_SLIDE, COSTLY];

let server: TestServer;
let mapDir: string;
let adminToken: string;

beforeAll(async () => {
  mapDir = fs.mkdtempSync(path.join(os.tmpdir(), 'adire-persisted-'));
  const file = path.join(mapDir, 'persisted-queries.json');
  fs.writeFileSync(file, JSON.stringify(Object.fromEntries(DOCUMENTS.map((text) => [idOf(text), text]))));
  server = await startTestServer({ env: { NODE_ENV: 'production', PERSISTED_QUERIES_FILE: file } });
  adminToken = (await seededTokens(server.url, ['super_admin'])).super_admin!;
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(mapDir, { recursive: true, force: true });
});

const post = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

const get = (params: Record<string, unknown>, headers: Record<string, string> = {}) => {
  const search = new URLSearchParams(
    Object.entries(params).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  );
  return fetch(`${server.url}/graphql?${search}`, { headers });
};

describe('persisted queries', () => {
  it('runs a known id sent by POST, with its variables', async () => {
    const res = await post({ id: idOf(PUBLIC_BRANDS), variables: { first: 2 }, operationName: 'PublicBrands' });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.errors).toBeUndefined();
    expect(body.data.brands.edges).toHaveLength(2);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('runs a known id sent by GET without any CSRF header (as a CDN or a link sends it)', async () => {
    const res = await get({ id: idOf(PUBLIC_BRANDS), variables: { first: 1 } });
    expect(res.status).toBe(200);
    expect((await res.json()).data.brands.edges).toHaveLength(1);
  });

  it('answers an unknown id with 400 PERSISTED_QUERY_NOT_FOUND, by POST and by GET', async () => {
    const unknown = idOf('query Nobody { __typename }');
    for (const res of [await post({ id: unknown, variables: {} }), await get({ id: unknown })]) {
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
      expect(body.data).toBeUndefined();
      expect(res.headers.get('cache-control')).toBe('private, no-store');
    }
  });

  it('refuses an id sent with a query text, and a client claiming the server’s trust marker', async () => {
    const both = await post({ id: idOf(PUBLIC_BRANDS), query: PUBLIC_BRANDS, variables: { first: 1 } });
    expect(both.status).toBe(400);
    expect((await both.json()).errors[0].extensions.code).toBe('BAD_REQUEST');
    const claimed = await post({
      query: COSTLY,
      extensions: { trustedDocument: { id: idOf(COSTLY) } },
    });
    expect(claimed.status).toBe(400);
    expect((await claimed.json()).errors[0].extensions.code).toBe('BAD_REQUEST');
  });

  it('still refuses a GET of a full query text without the CSRF header', async () => {
    const res = await get({ query: PUBLIC_BRANDS, variables: { first: 1 } });
    expect(res.status).toBe(400);
  });

  it('sends files with an id: a multipart upload names its mutation by id', async () => {
    const form = new FormData();
    const input = { imageFile: null, title: 'Persisted', heroTitle: 'Sent by id' };
    form.append('operations', JSON.stringify({ id: idOf(CREATE_SLIDE), variables: { input } }));
    form.append('map', JSON.stringify({ 0: ['variables.input.imageFile'] }));
    form.append('0', new File([new Uint8Array(await png(1920, 1080))], 'hero.png', { type: 'image/png' }), 'hero.png');
    const res = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'apollo-require-preflight': 'true', ...bearer(adminToken) },
      body: form,
    });
    const body = await res.json();
    expect(body.errors).toBeUndefined();
    expect(body.data.createHeroSlide.slide.image).toMatch(/\.png$/);
  });

  it('refuses a signed-out full text over the public cost budget', async () => {
    const cost = costOf(parse(COSTLY), schema, PAGE_SIZES);
    expect(cost).toBeGreaterThan(PUBLIC_COST_BUDGET);
    expect(cost).toBeLessThanOrEqual(TOKEN_COST_BUDGET);
    const asText = await post({ query: COSTLY });
    expect(asText.status).toBe(400);
    expect((await asText.json()).errors[0].extensions.code).toBe('QUERY_TOO_COSTLY');
  });

  it('lets a signed-out caller run that same document of ours by id, within the token budget', async () => {
    const byId = await post({ id: idOf(COSTLY), variables: {} });
    expect(byId.status).toBe(200);
    expect((await byId.json()).errors).toBeUndefined();
  });

  it('lets a caller with a token send full query texts within its budget', async () => {
    const res = await post({ query: COSTLY }, bearer(adminToken));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.errors).toBeUndefined();
    expect(body.data.products.edges.length).toBeGreaterThan(0);
  });
});

describe('caching public GETs', () => {
  it('marks a signed-out public query public for 30 s with an ETag, and answers If-None-Match with 304', async () => {
    const params = { id: idOf(PUBLIC_BRANDS), variables: { first: 3 } };
    const first = await get(params);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, max-age=30');
    expect(first.headers.get('vary')).toMatch(/authorization/i);
    const etag = first.headers.get('etag');
    const text = await first.text();
    expect(etag).toBe(`"${createHash('sha256').update(text).digest('base64url')}"`);

    const again = await get(params, { 'if-none-match': etag! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('cache-control')).toBe('public, max-age=30');

    const otherVariables = await get({ ...params, variables: { first: 1 } }, { 'if-none-match': etag! });
    expect(otherVariables.status).toBe(200);
    expect(otherVariables.headers.get('etag')).not.toBe(etag);
  });

  it('caches a public query sent as text by GET the same way', async () => {
    const res = await get({ query: PUBLIC_BRANDS, variables: { first: 1 } }, { 'apollo-require-preflight': 'true' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=30');
    expect(res.headers.get('etag')).toBeTruthy();
  });

  it('keeps every answer to a caller with a token or the beta gate’s pass private', async () => {
    const res = await get({ id: idOf(PUBLIC_BRANDS), variables: { first: 1 } }, bearer(adminToken));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const gated = await get({ id: idOf(PUBLIC_BRANDS), variables: { first: 1 } }, { cookie: `${GATE_COOKIE}=1.x` });
    expect(gated.status).toBe(200);
    expect(gated.headers.get('cache-control')).toBe('private, no-store');
  });

  it('tags private answers too, so a signed-in refresh that changed nothing is a 304 kept out of caches', async () => {
    const headers = bearer(adminToken);
    const first = await get({ id: idOf(STUDIO_BRANDS) }, headers);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag');
    expect(etag).toBe(
      `"${createHash('sha256')
        .update(await first.text())
        .digest('base64url')}"`,
    );
    const again = await get({ id: idOf(STUDIO_BRANDS) }, { ...headers, 'if-none-match': etag! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('cache-control')).toBe('private, no-store');

    // An answer with errors is never tagged, so it can never be confirmed as current.
    const refused = await get({ id: idOf(STUDIO_BRANDS) });
    expect((await refused.json()).errors?.length).toBeGreaterThan(0);
    expect(refused.headers.get('etag')).toBeNull();
  });

  it('keeps a studio query by GET private, signed in or not', async () => {
    const signedIn = await get({ id: idOf(STUDIO_BRANDS) }, bearer(adminToken));
    expect(signedIn.status).toBe(200);
    expect((await signedIn.json()).data.managedBrands.totalCount).toBeGreaterThan(0);
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store');

    const signedOut = await get({ id: idOf(STUDIO_BRANDS) });
    expect((await signedOut.json()).errors?.length).toBeGreaterThan(0);
    expect(signedOut.headers.get('cache-control')).toBe('private, no-store');
  });

  it('never runs a mutation by GET, even by id', async () => {
    const res = await get({ id: idOf(CREATE_SLIDE), variables: { input: { title: 'x', heroTitle: 'y' } } });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe("the web app's map", () => {
  it('holds what relay-compiler writes: ids that are the SHA-256 of their single operations', () => {
    const documents = readPersistedDocuments(path.join(repoRoot, 'web/persisted-queries.json'));
    expect(documents.size).toBeGreaterThan(0);
    expect([...documents.values()].some((d) => d.outline.kind === 'mutation')).toBe(true);
  });
});
