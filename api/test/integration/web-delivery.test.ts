import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { bearer } from '../support/sign-in.js';
import { seededTokens } from '../support/seeded-sign-in.js';
import { compressAnswers } from '../../src/http/static-web/compress-answers.js';

/** Raw HTTP, so the bytes and headers are what went over the wire (fetch would decode them). */
function rawGet(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

const decode = (body: Buffer, coding: string | undefined) =>
  coding === 'br' ? zlib.brotliDecompressSync(body) : coding === 'gzip' ? zlib.gunzipSync(body) : body;

/** Text that compresses well and is over the on-the-fly threshold. */
const text = (label: string) => `/* ${label} */\n` + `export const line = "Adire: indigo on ivory";\n`.repeat(200);

const APP_JS = text('app');
const INDEX_HTML = `<!doctype html><html><head><title>Adire</title></head><body><div id="root"></div>${'<!-- shell -->'.repeat(100)}</body></html>`;
const SW_JS = text('service worker');
const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(4096, 7)]);

let server: TestServer;
let adminToken: string;
beforeAll(async () => {
  server = await startTestServer();
  // A tiny build, as web/build/precompress.mjs leaves it: app.js with its .br and .gz beside it.
  const dist = server.webDist;
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  fs.writeFileSync(path.join(dist, 'index.html.br'), zlib.brotliCompressSync(INDEX_HTML));
  fs.writeFileSync(path.join(dist, 'index.html.gz'), zlib.gzipSync(INDEX_HTML));
  fs.writeFileSync(path.join(dist, 'assets', 'app-Bx12ab.js'), APP_JS);
  fs.writeFileSync(path.join(dist, 'assets', 'app-Bx12ab.js.br'), zlib.brotliCompressSync(APP_JS));
  fs.writeFileSync(path.join(dist, 'assets', 'app-Bx12ab.js.gz'), zlib.gzipSync(APP_JS));
  fs.writeFileSync(path.join(dist, 'assets', 'hero-Cq34cd.png'), PNG);
  fs.writeFileSync(path.join(dist, 'sw.js'), SW_JS);
  adminToken = (await seededTokens(server.url, ['super_admin'])).super_admin!;
  await server.db.prisma.newsletterSubscriber.createMany({
    data: Array.from({ length: 250 }, (_, i) => ({ email: `reader${i}@example.com`, firstName: 'Ada' })),
  });
});
afterAll(async () => {
  await server?.close();
});

describe('the web build', () => {
  it('sends the stored brotli copy when brotli is accepted, with the type, length, ETag and Vary of that copy', async () => {
    const res = await rawGet(`${server.url}/assets/app-Bx12ab.js`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(APP_JS.length / 10);
    expect(decode(res.body, 'br').toString()).toBe(APP_JS);
    expect(res.headers.etag).toBeTruthy();

    const again = await rawGet(`${server.url}/assets/app-Bx12ab.js`, {
      'accept-encoding': 'br',
      'if-none-match': res.headers.etag!,
    });
    expect(again.status).toBe(304);
  });

  it('sends the gzip copy to a client without brotli, and the file itself to one that accepts neither', async () => {
    const gz = await rawGet(`${server.url}/assets/app-Bx12ab.js`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(Number(gz.headers['content-length'])).toBe(gz.body.length);
    expect(decode(gz.body, 'gzip').toString()).toBe(APP_JS);

    const plain = await rawGet(`${server.url}/assets/app-Bx12ab.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body.toString()).toBe(APP_JS);
    expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(APP_JS));
    // Each representation has its own tag, so a cache can never confirm one with another's.
    expect(new Set([gz.headers.etag, plain.headers.etag]).size).toBe(2);
  });

  it('keeps fingerprinted assets for a year and makes index.html and sw.js revalidate', async () => {
    const asset = await rawGet(`${server.url}/assets/app-Bx12ab.js`, { 'accept-encoding': 'br' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const index = await rawGet(`${server.url}/index.html`, { 'accept-encoding': 'br' });
    expect(index.headers['cache-control']).toBe('no-cache');
    expect(decode(index.body, index.headers['content-encoding']).toString()).toBe(INDEX_HTML);
    const sw = await rawGet(`${server.url}/sw.js`, { 'accept-encoding': 'br' });
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(sw.headers['content-type']).toMatch(/^text\/javascript/);
  });

  it('compresses a text file without a stored copy on the fly, and leaves images alone', async () => {
    const sw = await rawGet(`${server.url}/sw.js`, { 'accept-encoding': 'gzip' });
    expect(sw.headers['content-encoding']).toBe('gzip');
    expect(sw.headers.vary).toMatch(/accept-encoding/i);
    expect(decode(sw.body, 'gzip').toString()).toBe(SW_JS);

    const png = await rawGet(`${server.url}/assets/hero-Cq34cd.png`, { 'accept-encoding': 'gzip, br' });
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.body.equals(PNG)).toBe(true);
  });

  it('answers a missing asset with 404, not with the app’s HTML', async () => {
    const res = await rawGet(`${server.url}/assets/gone-Zz99.js`);
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
  });
});

describe('answers made on the fly', () => {
  const INTROSPECTION = '{ __schema { types { name fields { name } } } }';

  it('compresses GraphQL JSON by Accept-Encoding, and sends it plain without one', async () => {
    const url = `${server.url}/graphql?query=${encodeURIComponent(INTROSPECTION)}`;
    const headers = { 'apollo-require-preflight': 'true' };
    const br = await rawGet(url, { ...headers, 'accept-encoding': 'br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const json = JSON.parse(decode(br.body, 'br').toString());
    expect(json.data.__schema.types.length).toBeGreaterThan(50);

    const gz = await rawGet(url, { ...headers, 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decode(gz.body, 'gzip').toString())).toEqual(json);

    const plain = await rawGet(url, headers);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString())).toEqual(json);
    expect(br.body.length).toBeLessThan(plain.body.length / 4);
  });

  it('keeps the public GET’s ETag and 304 working when the answer is compressed', async () => {
    const query = 'query Brands { brands(first: 20) { edges { node { id name city } } } }';
    const url = `${server.url}/graphql?query=${encodeURIComponent(query)}`;
    const headers = { 'apollo-require-preflight': 'true', 'accept-encoding': 'br' };
    const first = await rawGet(url, headers);
    expect(first.status).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['cache-control']).toBe('public, max-age=30');
    expect(first.headers.etag).toBeTruthy();
    const again = await rawGet(url, { ...headers, 'if-none-match': first.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('compresses REST JSON and the OpenID provider’s pages', async () => {
    const rest = await rawGet(`${server.url}/api/studio/newsletter/subscribers`, {
      ...bearer(adminToken),
      'accept-encoding': 'gzip',
    });
    expect(rest.status).toBe(200);
    expect(rest.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decode(rest.body, 'gzip').toString())).toBeTruthy();

    const discovery = await rawGet(`${server.url}/oidc/.well-known/openid-configuration`, { 'accept-encoding': 'br' });
    expect(discovery.status).toBe(200);
    expect(discovery.headers['content-encoding']).toBe('br');
  });

  it('streams the subscriber CSV export uncompressed, as it is written', async () => {
    const res = await rawGet(`${server.url}/api/studio/newsletter/export`, {
      ...bearer(adminToken),
      'accept-encoding': 'gzip, br',
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['transfer-encoding']).toBe('chunked');
    expect(res.body.toString().split('\n').filter(Boolean).length).toBeGreaterThan(250);
  });
});

describe('GraphiQL', () => {
  it('is a small page (under a kilobyte compressed) whose library, styles and icon are content-named, compressed and kept for a year', async () => {
    const page = await rawGet(`${server.url}/graphiql`, { 'accept-encoding': 'br' });
    expect(page.status).toBe(200);
    expect(page.body.length).toBeLessThan(1024);
    const html = decode(page.body, page.headers['content-encoding']).toString();
    const assets = [...html.matchAll(/(?:src|href)="(\/graphiql\/assets\/[\w-]+\.(?:js|css|ico))"/g)].map((m) => m[1]!);
    expect(assets.map((a) => a.split('.').pop()).sort()).toEqual(['css', 'ico', 'js']);

    const js = assets.find((a) => a.endsWith('.js'))!;
    const br = await rawGet(`${server.url}${js}`, { 'accept-encoding': 'gzip, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    const source = decode(br.body, 'br').toString();
    expect(source).toContain('renderYogaGraphiQL');
    expect(br.body.length).toBeLessThan(source.length / 4);

    const again = await rawGet(`${server.url}${js}`, { 'accept-encoding': 'br', 'if-none-match': br.headers.etag! });
    expect(again.status).toBe(304);
    expect((await rawGet(`${server.url}/graphiql/assets/unknown.js`)).status).toBe(404);
  });
});

describe('compressAnswers on a streamed answer', () => {
  it('lets each chunk reach the client before the answer ends', async () => {
    let clientGotFirstChunk!: () => void;
    const firstChunkArrived = new Promise<void>((resolve) => (clientGotFirstChunk = resolve));
    const app = express();
    app.use(compressAnswers());
    app.get('/stream', async (_req, res) => {
      res.type('text/csv');
      res.write(`id,name\n${'1,Ada\n'.repeat(400)}`);
      await firstChunkArrived;
      res.end('2,Eze\n');
    });
    const listener = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => listener.once('listening', resolve));
    try {
      const { port } = listener.address() as AddressInfo;
      const firstChunk = await new Promise<{ encoding?: string; text: string }>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('the first chunk was held back')), 5_000);
        http.get(`http://127.0.0.1:${port}/stream`, { headers: { 'accept-encoding': 'gzip, br' } }, (res) => {
          res.once('data', (chunk: Buffer) => {
            clearTimeout(timer);
            resolve({ encoding: res.headers['content-encoding'], text: chunk.toString() });
            clientGotFirstChunk();
            res.resume();
          });
        });
      });
      expect(firstChunk.encoding).toBeUndefined();
      expect(firstChunk.text.startsWith('id,name\n1,Ada')).toBe(true);
    } finally {
      clientGotFirstChunk();
      listener.closeAllConnections();
      await new Promise((resolve) => listener.close(resolve));
    }
  });
});
