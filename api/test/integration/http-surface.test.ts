import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: false });
});
afterAll(async () => {
  await server?.close();
});

describe('HTTP surface', () => {
  it('reports health', async () => {
    const res = await fetch(`${server.url}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('serves a self-contained GraphiQL page (nothing loaded from other hosts)', async () => {
    const res = await fetch(`${server.url}/graphiql`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('/graphql');
    expect(html.toLowerCase()).toContain('graphiql');
    expect(html).not.toMatch(/<(script|link)[^>]+(src|href)=["']https?:/i);
  });

  it('gives GraphiQL a strict Content-Security-Policy: its one inline script by hash, nothing from elsewhere', async () => {
    const res = await fetch(`${server.url}/graphiql`);
    const policy = Object.fromEntries(
      (res.headers.get('content-security-policy') ?? '')
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...sources]) => [name, sources]),
    );
    const inline = [...(await res.text()).matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(inline).toHaveLength(1);
    const hash = `'sha256-${createHash('sha256').update(inline[0]!).digest('base64')}'`;
    expect(policy).toMatchObject({
      'default-src': ["'none'"],
      'script-src': ["'self'", hash],
      'worker-src': ["'self'"],
      'connect-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'none'"],
      'frame-ancestors': ["'none'"],
    });
    expect(Object.values(policy).flat()).not.toContain("'unsafe-eval'");
    expect(Object.values(policy).flat()).not.toContain('blob:');
    expect(
      Object.values(policy)
        .flat()
        .filter((s) => /^https?:|^\*$/.test(String(s))),
    ).toEqual([]);
  });

  it('keeps CSRF prevention on: a simple GET without a preflight header is refused', async () => {
    const blocked = await fetch(`${server.url}/graphql?query=${encodeURIComponent('{ __typename }')}`);
    expect(blocked.status).toBe(400);
    const allowed = await fetch(`${server.url}/graphql?query=${encodeURIComponent('{ __typename }')}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(allowed.status).toBe(200);
    expect(await allowed.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('answers malformed queries with a GraphQL error, not a crash', async () => {
    const { status, body } = await server.graphql('{ brands(first: 1) { edges { node { nope } } } }');
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('serves the web app with an SPA fallback and media files', async () => {
    const page = await fetch(`${server.url}/brand/anything`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    fs.mkdirSync(path.join(server.mediaDir, 'brand-assets'), { recursive: true });
    fs.writeFileSync(
      path.join(server.mediaDir, 'brand-assets', 'probe.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
    );
    const media = await fetch(`${server.url}/media/brand-assets/probe.svg`);
    expect(media.status).toBe(200);
    expect(media.headers.get('content-type')).toContain('image/svg+xml');
    expect((await fetch(`${server.url}/media/brand-assets/missing.svg`)).status).toBe(404);
  });
});
