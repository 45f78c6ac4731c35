import type { LoadResult } from './load.js';

export interface ScenarioResult {
  scenario: string;
  /** SQL statements the API sent for one request. */
  statements: number;
  graphql: LoadResult[];
  handWritten: LoadResult[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Medians over the rounds, the ratio of the medians, and the spread of the per-round ratios. */
export function printReport(results: ScenarioResult[], opts: { header: boolean }) {
  const rows = results.map((r) => {
    const api = median(r.graphql.map((x) => x.rps));
    const sql = median(r.handWritten.map((x) => x.rps));
    const ratios = r.graphql.map((x, i) => x.rps / r.handWritten[i].rps);
    return {
      scenario: r.scenario,
      'GraphQL req/s': Math.round(api),
      'hand-written req/s': Math.round(sql),
      ratio: Number((api / sql).toFixed(2)),
      'ratio per round': `${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}`,
      'GraphQL p50/p99 ms': `${median(r.graphql.map((x) => x.p50))}/${median(r.graphql.map((x) => x.p99))}`,
      'hand-written p50/p99 ms': `${median(r.handWritten.map((x) => x.p50))}/${median(r.handWritten.map((x) => x.p99))}`,
      'API SQL/req': r.statements,
      errors: [...r.graphql, ...r.handWritten].reduce((n, x) => n + x.errors, 0),
    };
  });
  if (opts.header) console.table(rows);
  else for (const row of rows) console.log(JSON.stringify(row));
}
