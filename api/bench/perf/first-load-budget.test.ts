// The first-load JavaScript budget of the public pages, on the built web app (web/dist, or
// ADIRE_BUDGET_WEB_DIST): run after `npm run build` with
//   node --import tsx --test api/bench/perf/first-load-budget.test.ts   (npm run perf:budget)
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { readBuiltApp } from './built-app.js';
import { firstLoad, PUBLIC_ROUTE_MODULES } from './first-load.js';
import { TARGETS, kib } from './targets.js';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web');
const dist = process.env.ADIRE_BUDGET_WEB_DIST ?? path.join(webRoot, 'dist');
const target = TARGETS.firstLoadJsGzipBytes;

describe(`first-load JavaScript of the public pages (each route's ceiling; target ${kib(target)} gzipped; ${dist})`, () => {
  const app = readBuiltApp(dist);
  for (const routeModule of PUBLIC_ROUTE_MODULES)
    it(`${routeModule.route} within ${routeModule.ceilingKiB} KiB`, () => {
      const load = firstLoad(app, routeModule);
      const ceiling = routeModule.ceilingKiB * 1024;
      assert.ok(
        load.gzipBytes <= ceiling,
        `${load.route} loads ${kib(load.gzipBytes)} (${load.gzipBytes} bytes) of JavaScript gzipped on a first visit, ` +
          `over its ceiling of ${kib(ceiling)} (target ${kib(target)}), in ${load.chunks.length} chunks; the largest: ` +
          load.chunks
            .slice(0, 6)
            .map(([chunk, bytes]) => `${path.basename(chunk)} ${kib(bytes)}`)
            .join(', '),
      );
    });
});

describe('how a first load is counted (a made-up build)', () => {
  const fixture = fs.mkdtempSync(path.join(os.tmpdir(), 'adire-budget-fixture-'));
  after(() => fs.rmSync(fixture, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(fixture, file)), { recursive: true });
    fs.writeFileSync(path.join(fixture, file), text);
  };
  const sourceMap = (...sources: string[]) => JSON.stringify({ version: 3, sources, mappings: '' });
  write(
    'dist/index.html',
    '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/react-1.js">',
  );
  write('dist/assets/index-1.js', 'import{a as e}from"./react-1.js";const p=()=>import("./Page-1.js");');
  write('dist/assets/index-1.js.map', sourceMap('../../src/main.tsx', '../../src/pages/home/Home.tsx'));
  write('dist/assets/react-1.js', 'export const a=1;'.repeat(50));
  write('dist/assets/react-1.js.map', sourceMap('../../node_modules/react/index.js'));
  write(
    'dist/assets/Page-1.js',
    'import"./shared-1.js";export{b}from"./react-1.js";const e=()=>import("./Editor-1.js");',
  );
  write('dist/assets/Page-1.js.map', sourceMap('../../src/pages/page/Page.tsx'));
  write('dist/assets/shared-1.js', 'export const s=2;');
  write('dist/assets/shared-1.js.map', sourceMap('../../src/components/Shared.tsx'));
  write('dist/assets/Editor-1.js', 'export const huge=3;'.repeat(5000));
  write('dist/assets/Editor-1.js.map', sourceMap('../../src/components/Editor.tsx'));
  const app = readBuiltApp(path.join(fixture, 'dist'));
  const gz = (...chunks: string[]) =>
    chunks.reduce((sum, c) => sum + gzipSync(fs.readFileSync(path.join(fixture, 'dist/assets', c))).length, 0);

  it('counts what index.html loads and the page chunk with its static imports, not what loads on demand', () => {
    const load = firstLoad(app, { route: '/page', pageModule: 'src/pages/page/Page.tsx' });
    assert.deepEqual(load.chunks.map(([chunk]) => chunk).sort(), [
      'assets/Page-1.js',
      'assets/index-1.js',
      'assets/react-1.js',
      'assets/shared-1.js',
    ]);
    assert.equal(load.gzipBytes, gz('Page-1.js', 'index-1.js', 'react-1.js', 'shared-1.js'));
  });

  it('finds a page the entry chunk holds', () => {
    const load = firstLoad(app, { route: '/', pageModule: 'src/pages/home/Home.tsx' });
    assert.deepEqual(load.chunks.map(([chunk]) => chunk).sort(), ['assets/index-1.js', 'assets/react-1.js']);
  });

  it('refuses a page no chunk holds, rather than counting nothing', () => {
    assert.throws(
      () => firstLoad(app, { route: '/gone', pageModule: 'src/pages/gone/Gone.tsx' }),
      /\/gone: no built chunk holds src\/pages\/gone\/Gone.tsx/,
    );
  });

  it('counts a page that imports the editor statically over the target', () => {
    write('dist/assets/Heavy-1.js', 'import"./Editor-1.js";');
    write('dist/assets/Heavy-1.js.map', sourceMap('../../src/pages/heavy/Heavy.tsx'));
    write('dist/assets/Editor-1.js', Array.from({ length: 60_000 }, (_, i) => `v${i * 7919}`).join(';'));
    const load = firstLoad(readBuiltApp(path.join(fixture, 'dist')), {
      route: '/heavy',
      pageModule: 'src/pages/heavy/Heavy.tsx',
    });
    assert.equal(load.chunks[0][0], 'assets/Editor-1.js');
    assert.ok(load.gzipBytes > target, `${load.gzipBytes} bytes`);
  });
});
