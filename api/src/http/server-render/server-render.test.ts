import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Request } from 'express';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONCURRENT_RENDERS, createServerRender } from './server-render.js';

let webDist: string;

/** A built app whose server bundle counts its renders and takes `delayMs` for each. */
function writeApp(delayMs: number) {
  fs.writeFileSync(path.join(webDist, 'index.html'), '<html><head></head><body><div id="root"></div></body></html>');
  fs.mkdirSync(path.join(webDist, '.server'), { recursive: true });
  fs.writeFileSync(
    path.join(webDist, '.server', 'entry-server.js'),
    `globalThis.renders = 0;
     export async function render(url) {
       globalThis.renders += 1;
       await new Promise((resolve) => setTimeout(resolve, ${delayMs}));
       return { html: '<p>' + url.pathname + ' #' + globalThis.renders + '</p>', headStart: '', head: '', answers: '[]' };
     }`,
  );
}

const request = (url: string) => ({ originalUrl: url }) as Request;
const renders = () => (globalThis as unknown as { renders: number }).renders;
const options = (extra: { reuseMs?: number } = {}) => ({
  webDist,
  publicUrl: 'https://adire.example',
  operationsFor: () => async () => ({ data: null }),
  ...extra,
});

beforeEach(() => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'adire-render-'));
});
afterEach(() => fs.rmSync(webDist, { recursive: true, force: true }));

describe('createServerRender', () => {
  it('renders an address once while its page may be reused, also for visits that arrive together', async () => {
    writeApp(20);
    const render = (await createServerRender(options({ reuseMs: 60_000 })))!;
    const pages = await Promise.all([render.page(request('/')), render.page(request('/')), render.page(request('/'))]);
    expect(pages.every((page) => page?.includes('<div id="root"><p>/ #1</p></div>'))).toBe(true);
    expect(await render.page(request('/'))).toContain('<p>/ #1</p>');
    expect(await render.page(request('/directory'))).toContain('<p>/directory #2</p>');
    expect(renders()).toBe(2);
  });

  it('renders again once the page has aged', async () => {
    writeApp(0);
    const render = (await createServerRender(options({ reuseMs: 30 })))!;
    expect(await render.page(request('/'))).toContain('#1');
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await render.page(request('/'))).toContain('#2');
  });

  it(`sends the plain shell beyond ${CONCURRENT_RENDERS} renders at once, and does not keep that answer`, async () => {
    writeApp(50);
    const render = (await createServerRender(options({ reuseMs: 60_000 })))!;
    const addresses = Array.from({ length: CONCURRENT_RENDERS + 2 }, (_, i) => `/brand/${i}`);
    const pages = await Promise.all(addresses.map((url) => render.page(request(url))));
    expect(pages.filter((page) => page !== null)).toHaveLength(CONCURRENT_RENDERS);
    const turnedAway = addresses[pages.indexOf(null)]!;
    expect(await render.page(request(turnedAway))).toContain(`<p>${turnedAway} #`);
  });
});
