import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from 'vite';
import { startTestServer, type TestServer } from '../support/test-server.js';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web');
const TEMPLATE =
  '<!doctype html><html><head><title>Adire</title><script type="module" src="/assets/app.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

let server: TestServer;
let webDist: string;

/** The built web app as `npm run build` leaves it: index.html and the server bundle in .server/. */
async function buildServerBundle(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'adire-ssr-'));
  fs.writeFileSync(path.join(dir, 'index.html'), TEMPLATE);
  await build({
    configFile: path.join(webDir, 'vite.config.ts'),
    root: webDir,
    logLevel: 'error',
    build: { ssr: 'src/ssr/entry-server.tsx', outDir: path.join(dir, '.server'), emptyOutDir: true, sourcemap: false },
  });
  return dir;
}

const html = async (pathname: string) => {
  const res = await fetch(`${server.url}${pathname}`);
  return { res, text: await res.text() };
};

/** The page's markup inside #root (before the answers), without the styles in the head. */
const rootOf = (text: string) =>
  text.slice(text.indexOf('<div id="root">'), text.indexOf('<script type="application/json"'));

beforeAll(async () => {
  webDist = await buildServerBundle();
  server = await startTestServer({ env: { WEB_DIST: webDist } });
}, 240_000);
afterAll(async () => {
  await server?.close();
  if (webDist) fs.rmSync(webDist, { recursive: true, force: true });
});

describe('Server-rendered public pages', () => {
  it('home arrives with its header, hero heading and footer, and the answers as inert JSON', async () => {
    const { res, text } = await html('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const root = rootOf(text);
    expect(root).toContain('<header');
    expect(root).toContain('<h1>Discover the new wave of African design</h1>');
    expect(root).toContain('<footer');
    expect(text).toMatch(/<style data-styled="true"/);

    const answers = text.match(/<script type="application\/json" id="server-answers">([\s\S]*?)<\/script>/)?.[1];
    expect(answers).toBeDefined();
    expect(answers).not.toContain('<');
    const parsed = JSON.parse(answers!) as { key: string; response: { data: unknown; errors?: unknown } }[];
    expect(parsed.map((a) => a.key.split(':')[0]).length).toBeGreaterThan(0);
    expect(parsed.every((a) => a.response.data && !a.response.errors)).toBe(true);
    // Only the module script of the app runs; nothing inline needs a CSP exception.
    expect(text.match(/<script(?![^>]*(type="application\/(json|ld\+json)"|src=))[^>]*>/g) ?? []).toEqual([]);
  });

  it("a brand's page arrives with the brand's name", async () => {
    const brand = await server.db.prisma.brand.findFirstOrThrow({ orderBy: { name: 'asc' } });
    const { res, text } = await html(`/brand/${brand.id}`);
    expect(res.status).toBe(200);
    const root = rootOf(text);
    expect(root).toMatch(new RegExp(`<h1[^>]*>${brand.name.replace(/&/g, '&amp;').replace(/'/g, '&#x27;')}</h1>`));
    expect(text).toContain('id="server-answers"');
  });

  it('a signed-in caller still gets the anonymous page: the render never uses the Authorization header', async () => {
    const res = await fetch(`${server.url}/`, { headers: { authorization: 'Bearer not-a-token' } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Discover the new wave of African design');
  });

  it('pages that are not rendered on the server get the plain shell', async () => {
    const { res, text } = await html('/studio');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(text).toBe(TEMPLATE);
  });
});
