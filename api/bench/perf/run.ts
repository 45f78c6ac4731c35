// npm run perf: each public page's first visit on a slow phone (Lighthouse's mobile profile in
// Debian's Chromium): LCP, CLS, first-load JavaScript (gzipped) and bytes transferred, the median
// of a few runs against the targets. A benchmark: it prints, it never fails a build.
//   --url <base>   measure a server already running there (default: `npm run build`, then the
//                  production server on a fresh, seeded embedded database)
//   --web-dist <d> serve this already built web app instead of building (WEB_DIST)
//   --runs N       runs per page (default 3)
//   --only a,b     only the pages whose names contain these words (home, directory, brand, ...)
//   --cpu N        CPU slowdown (default 4, Lighthouse's; 1 measures the network alone)
//   --markdown     print the table as Markdown as well
// `npm run bench` runs it last; BENCH_ONLY without the word "perf" leaves it out there.
import os from 'node:os';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM, CPU_SLOWDOWN, DEVICE, NETWORK } from './mobile-profile.js';
import { loadPage } from './page-load.js';
import { publicRoutes } from './public-routes.js';
import { buildWebApp, startProductionServer, type RunningServer } from './production-server.js';
import { markdownTable, summaryRows, type RouteResult } from './report.js';

function refuse(message: string): never {
  console.error(message);
  process.exit(2);
}

function readOptions() {
  try {
    return parseArgs({
      options: {
        url: { type: 'string' },
        'web-dist': { type: 'string' },
        runs: { type: 'string', default: '3' },
        only: { type: 'string' },
        cpu: { type: 'string', default: String(CPU_SLOWDOWN) },
        markdown: { type: 'boolean', default: false },
      },
    }).values;
  } catch (error) {
    refuse((error as Error).message);
  }
}

const options = readOptions();
const benchOnly = process.env.BENCH_ONLY?.split(',').map((word) => word.trim().toLowerCase());
if (benchOnly && !benchOnly.some((word) => word && 'perf'.includes(word))) process.exit(0);
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) refuse('--runs must be a whole number of at least 1');
const cpuSlowdown = Number(options.cpu);
if (!(cpuSlowdown >= 1)) refuse('--cpu must be a number of at least 1');
const only = options.only?.split(',').map((word) => word.trim().toLowerCase());

let server: RunningServer | undefined;
if (!options.url) {
  if (!options['web-dist']) console.log('Building the web app (npm run build)...');
  const webDist = options['web-dist'] ?? buildWebApp();
  console.log(`Starting the production server on seeded demo data, serving ${webDist}...`);
  server = await startProductionServer(webDist);
}
const baseUrl = (options.url ?? server!.url).replace(/\/$/, '');

let browser: Browser | undefined;
try {
  browser = await chromium.launch(CHROMIUM);
  const routes = (await publicRoutes(baseUrl)).filter((r) => !only || only.some((word) => r.name.includes(word)));
  console.log(
    `${new Date().toISOString()}  ${baseUrl}  ${runs} run(s) per page; ` +
      `${NETWORK.latency} ms latency, ${(NETWORK.downloadThroughput / 1024).toFixed(0)} KiB/s down, ` +
      `CPU ÷${cpuSlowdown}, ${DEVICE.viewport.width}×${DEVICE.viewport.height} @${DEVICE.deviceScaleFactor}x; ` +
      `${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)}`,
  );
  const results: RouteResult[] = [];
  for (const route of routes) {
    const result: RouteResult = { route: route.name, path: route.path, runs: [] };
    for (let run = 0; run < runs; run++) {
      const load = await loadPage(browser!, `${baseUrl}${route.path}`, cpuSlowdown);
      result.runs.push(load);
      console.log(
        JSON.stringify({
          route: route.name,
          run: run + 1,
          lcpMs: load.lcpMs === null ? null : Math.round(load.lcpMs),
          cls: Number(load.cls.toFixed(4)),
          jsBytes: load.scriptBytes,
          jsGzipBytes: load.scriptGzipBytes,
          scripts: load.scripts,
          scriptEncodings: load.scriptEncodings,
          totalBytes: load.totalBytes,
          bytesByType: load.bytesByType,
          requests: load.requests,
          settledMs: load.settledMs,
          lcpElement: load.lcpElement,
        }),
      );
    }
    results.push(result);
  }
  const rows = summaryRows(results);
  console.log(`\nFirst visit on a slow phone, median of ${runs} run(s) per page:`);
  console.table(rows);
  if (options.markdown) console.log(`\n${markdownTable(rows)}`);
} catch (error) {
  console.error(`The measurement stopped: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await browser?.close();
  await server?.stop();
}
