import type { PageLoad } from './page-load.js';
import { TARGETS, kb, kib } from './targets.js';

export interface RouteResult {
  route: string;
  path: string;
  runs: PageLoad[];
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const cell = (text: string, pass: boolean) => `${pass ? 'pass' : 'FAIL'} ${text}`;

/** One row per route: the median of the runs for each value (each value on its own), against its target. */
export function summaryRows(results: RouteResult[]) {
  return results.map(({ route, path, runs }) => {
    const lcpRuns = runs.map((r) => r.lcpMs).filter((v): v is number => v !== null);
    const lcp = lcpRuns.length ? median(lcpRuns) : null;
    const cls = median(runs.map((r) => r.cls));
    const js = median(runs.map((r) => r.scriptBytes));
    const encodings = [...new Set(runs.flatMap((r) => r.scriptEncodings))].join('+');
    const total = median(runs.map((r) => r.totalBytes));
    return {
      route,
      path: path.length > 28 ? `${path.slice(0, 25)}...` : path,
      [`LCP ≤ ${TARGETS.lcpMs / 1000} s`]:
        lcp === null ? 'FAIL none' : cell(`${(lcp / 1000).toFixed(2)} s`, lcp <= TARGETS.lcpMs),
      [`CLS ≤ ${TARGETS.cls}`]: cell(cls.toFixed(3), cls <= TARGETS.cls),
      [`JS ≤ ${kib(TARGETS.firstLoadJsGzipBytes)}`]: cell(kib(js), js <= TARGETS.firstLoadJsGzipBytes),
      // "none": the server did not compress, the JS figure is the gzip computed here.
      'JS sent as': encodings,
      [`total ≤ ${kb(TARGETS.totalBytes)}`]: cell(kb(total), total <= TARGETS.totalBytes),
      requests: median(runs.map((r) => r.requests)),
      'LCP element': runs.find((r) => r.lcpMs === lcp)?.lcpElement ?? '',
    };
  });
}

/** The table as Markdown, for the notes. */
export function markdownTable(rows: Record<string, string | number>[]): string {
  const headers = Object.keys(rows[0] ?? {});
  const line = (cells: (string | number)[]) => `| ${cells.map((c) => String(c).replace(/\|/g, '\\|')).join(' | ')} |`;
  return [line(headers), line(headers.map(() => '---')), ...rows.map((row) => line(headers.map((h) => row[h])))].join(
    '\n',
  );
}
