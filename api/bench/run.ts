// npm run bench: pages and one write of the product, each through the API (Express + Apollo + Pothos
// + Prisma) and through a hand-written node-postgres route that answers the same data, alternating
// round by round in one process so both sides meet the same machine load. Needs the local
// PostgreSQL (BENCH_POSTGRES_URL, default postgresql://postgres@127.0.0.1:5432/postgres); it works
// in a throw-away database it drops at the end.
//   BENCH_SECONDS (per run, default 5), BENCH_ROUNDS (default 3), BENCH_CONNECTIONS (default 10),
//   BENCH_WARMUP_SECONDS (each side runs this long, unmeasured, before its rounds; default 3),
//   BENCH_ONLY (comma-separated words of scenario names, e.g. "directory,search"; "event-loop" for
//   the longest event-loop block of the heaviest documents, measured after the scenarios;
//   "slow-work" for other requests' waits while an import and huge uploads are processed),
//   BENCH_REQUEST_LOG=true (keep the API's request log lines; off by default).
import os from 'node:os';
import pg from 'pg';
import { createBenchDatabase } from './bench-database.js';
import { startApi, startBaseline } from './servers.js';
import { drive, type LoadResult } from './load.js';
import { benchScenarios } from './scenarios/index.js';
import { printReport, type ScenarioResult } from './report.js';
import { EVENT_LOOP_CEILING_MS, measureEventLoopBlocks } from './event-loop.js';
import { EXTRA_WAIT_CEILING_MS, measureSlowWork } from './slow-work.js';
import type { Scenario } from './scenario.js';
import { isDeepStrictEqual } from 'node:util';
import { startupOptions } from '../src/db/session-settings.js';
import { logger } from '../src/log/logger.js';

const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const load = {
  seconds: Number(process.env.BENCH_SECONDS ?? 5),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
};
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
// The first seconds of load measure V8 compiling the code a request runs (far more on the API's
// side than on the hand-written one), not the steady state the rounds compare.
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim().toLowerCase());
// A line per request on stdout would bury the report; BENCH_REQUEST_LOG=true measures with it.
logger.level = process.env.BENCH_REQUEST_LOG === 'true' ? 'info' : 'warn';

const database = await createBenchDatabase(adminUrl);
// The same session settings as the API's pool (search's word-similarity threshold).
const pool = new pg.Pool({ connectionString: database.url, max: 10, options: startupOptions() });
// An idle connection can be ended by the server (the throw-away database is dropped WITH (FORCE) at
// the end); a pool without a listener would crash the run after its report has been printed.
pool.on('error', (error) => console.error(`hand-written side's pool: ${error.message}`));
try {
  const api = await startApi(database);
  try {
    await runScenarios(api.url);
  } finally {
    await api.close();
  }
} finally {
  await pool.end();
  await database.db.close();
  await database.drop();
}

async function runScenarios(apiUrl: string) {
  const all = await benchScenarios(database, apiUrl);
  const scenarios = all.scenarios.filter((s) => !only || only.some((word) => s.name.toLowerCase().includes(word)));
  const baseline = await startBaseline(pool, scenarios);
  try {
    console.log(
      `${scenarios.length} scenarios, ${rounds} rounds of ${load.seconds}s per side after ${warmupSeconds}s of warm-up, ` +
        `${load.connections} connections; ` +
        `PostgreSQL database ${database.name}; ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)}`,
    );
    const results: ScenarioResult[] = [];
    for (const [index, scenario] of scenarios.entries()) {
      const graphqlRequest = {
        url: `${apiUrl}/graphql`,
        body: JSON.stringify({ query: scenario.query, variables: scenario.variables }),
        headers: (scenario.signedIn ? { authorization: `Bearer ${all.adminToken}` } : {}) as Record<string, string>,
      };
      const baselineRequest = { ...graphqlRequest, url: `${baseline.url}/baseline/${index}` };
      const statements = await checkSameData(scenario, graphqlRequest, baselineRequest, database.db.statements);
      if (warmupSeconds > 0)
        for (const side of [graphqlRequest, baselineRequest])
          await drive(side.url, side.body, side.headers, { ...load, seconds: warmupSeconds });
      const graphql: LoadResult[] = [];
      const handWritten: LoadResult[] = [];
      for (let round = 0; round < rounds; round++) {
        // Alternate which side goes first, so neither always follows the other's leftovers.
        const pair = [
          async () => graphql.push(await drive(graphqlRequest.url, graphqlRequest.body, graphqlRequest.headers, load)),
          async () =>
            handWritten.push(await drive(baselineRequest.url, baselineRequest.body, baselineRequest.headers, load)),
        ];
        if (round % 2) pair.reverse();
        for (const run of pair) await run();
      }
      const result = { scenario: scenario.name, statements, graphql, handWritten };
      results.push(result);
      printReport([result], { header: false });
    }
    if (results.length) {
      console.log('');
      printReport(results, { header: true });
    }
    if (!only || only.some((word) => 'event-loop'.includes(word))) {
      console.log(`\nThe longest event-loop block while each document runs (ceiling ${EVENT_LOOP_CEILING_MS} ms):`);
      console.table(await measureEventLoopBlocks(apiUrl, all.adminToken, all.largeBrandId));
    }
    if (!only || only.some((word) => 'slow-work'.includes(word))) {
      const slow = await measureSlowWork(apiUrl, all.adminToken, database.db.prisma);
      console.log(
        `\nRequests while a 5000-row CSV import and four 16383×16383 PNG uploads run (done in ${slow.seconds.toFixed(1)} s; ` +
          `longest event-loop block ${slow.longestBlockMs} ms), beside the idle server (extra wait ceiling ${EXTRA_WAIT_CEILING_MS} ms):`,
      );
      console.table(slow.results);
    }
  } finally {
    await baseline.close();
  }
}

interface Request {
  url: string;
  body: string;
  headers: Record<string, string>;
}

/** Both sides must answer, and agree on what the scenario fingerprints; returns the API's SQL statements per request. */
async function checkSameData(scenario: Scenario, graphql: Request, baseline: Request, statements: { count: number }) {
  const post = async (request: Request) => {
    const response = await fetch(request.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...request.headers },
      body: request.body,
    });
    const json = (await response.json()) as { data?: unknown; errors?: unknown };
    if (response.status !== 200 || json.errors || !json.data)
      throw new Error(
        `${scenario.name}: ${request.url} answered ${response.status} ${JSON.stringify(json).slice(0, 400)}`,
      );
    return json.data;
  };
  await post(graphql); // the first request of a document parses and validates it
  const before = statements.count;
  const fromGraphql = scenario.fingerprint({ graphql: await post(graphql) });
  const used = statements.count - before;
  const fromBaseline = scenario.fingerprint({ baseline: await post(baseline) });
  if (!isDeepStrictEqual(fromGraphql, fromBaseline))
    throw new Error(
      `${scenario.name}: the baseline answers different data\n  GraphQL:  ${JSON.stringify(fromGraphql)}\n  baseline: ${JSON.stringify(fromBaseline)}`,
    );
  return used;
}
