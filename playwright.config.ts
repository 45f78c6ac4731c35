import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

import { S3_APP_PORT, appUrl, lanePort } from './web/e2e/support/servers';
import { assignLanes } from './web/e2e/support/lanes';
import { CHROMIUM } from './api/bench/perf/mobile-profile';

// Debian's headless build of the same Chromium (the engine Playwright itself runs headless): it
// spends about 40% less CPU a journey than the full browser. ADIRE_CHROMIUM=/usr/bin/chromium runs
// the journeys in the full one.
const JOURNEY_BROWSER = process.env.ADIRE_CHROMIUM ?? '/usr/bin/chromium-headless-shell';

// One lane by default: on 2 cores a second lane's browser and server ran the machine at a load of
// 10 and pushed long journeys past their time limit. ADIRE_E2E_LANES=2 (or more) where cores allow.
const lanes = assignLanes('web/e2e', Number(process.env.ADIRE_E2E_LANES ?? 1));

// Playwright evaluates this file in the runner and again in each worker; the environment variable
// makes them all agree on the one fresh data directory the runner creates for the server, and only
// the runner removes it when it exits (after it has stopped the server).
const createdHere = !process.env.ADIRE_E2E_DATA_DIR;
const dataDir = (process.env.ADIRE_E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'adire-e2e-')));
if (createdHere) process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));

// The main server sends the plain shell, so journeys that fail a page's first query in the browser
// still see the browser's error states; the S3 one renders public pages on the server (first-paint).
const serverEnv = (port: number, dir: string, serverRender: 'on' | 'off') => ({
  SERVER_RENDER: serverRender,
  PORT: String(port),
  HOST: '127.0.0.1',
  // As `npm start` runs it: production mode (the development mailbox still answers this machine).
  NODE_ENV: 'production',
  DATA_DIR: dir,
  SEED_ON_START: 'true',
  // One run signs up some twenty accounts and opens hundreds of pages from this one address.
  WRITE_LIMITS_SCALE: '20',
  // The journeys run on the embedded database even when DATABASE_URL is set for other tests.
  DATABASE_URL: '',
  // The built web app to serve (npm run build writes web/dist).
  ...(process.env.ADIRE_E2E_WEB_DIST ? { WEB_DIST: process.env.ADIRE_E2E_WEB_DIST } : {}),
});

export default defineConfig({
  testDir: 'web/e2e',
  workers: lanes.length,
  retries: 0,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    // Recording a trace costs every journey a sixth of its time; ADIRE_E2E_TRACE=1 keeps failures' traces.
    trace: process.env.ADIRE_E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
  projects: lanes.map((lane) => ({
    name: `chromium-${lane.index + 1}`,
    testMatch: lane.files,
    // One worker a lane: its files share one server, one after the other.
    workers: 1,
    use: {
      ...devices['Desktop Chrome'],
      launchOptions: { ...CHROMIUM, executablePath: JOURNEY_BROWSER },
      baseURL: appUrl(lanePort(lane.index)),
    },
  })),
  webServer: [
    ...lanes.map((lane) => ({
      command: 'node --import tsx api/src/main.ts',
      url: `${appUrl(lanePort(lane.index))}/healthz`,
      timeout: 180_000,
      reuseExistingServer: false,
      stderr: 'pipe' as const,
      env: serverEnv(lanePort(lane.index), path.join(dataDir, `local-${lane.index + 1}`), 'off'),
    })),
    {
      // The same app with its media in an S3-compatible store, for the storage journeys.
      command: 'node --import tsx api/test/support/app-on-s3.ts',
      url: `${appUrl(S3_APP_PORT)}/healthz`,
      timeout: 180_000,
      reuseExistingServer: false,
      stderr: 'pipe',
      env: serverEnv(S3_APP_PORT, path.join(dataDir, 's3'), 'on'),
    },
  ],
});
