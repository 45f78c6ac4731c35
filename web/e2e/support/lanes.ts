import fs from 'node:fs';
import path from 'node:path';

/**
 * The journeys run in lanes side by side, each against a server and embedded database of its own, so
 * that one lane's writes (page views, new brands, the active terms) never show in another's screens.
 * Within a lane the files run one after the other, as they would on one server.
 */
export interface Lane {
  index: number;
  files: string[];
}

/** Journeys that also use the app whose media live in S3 (one server, so one lane). */
const FIRST_LANE_ONLY = new Set(['first-paint.spec.ts', 'brand-image-upload.spec.ts']);

/**
 * Shares the journey files among `count` lanes: the first lane takes the S3 journeys, then every
 * other file goes to the lane with the least work so far, the largest files first (size stands in
 * for running time).
 */
export function assignLanes(dir: string, count: number): Lane[] {
  const lanes: Lane[] = Array.from({ length: Math.max(1, count) }, (_, index) => ({ index, files: [] }));
  const load = lanes.map(() => 0);
  const files = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.spec.ts'))
    .map((name) => ({ name, size: fs.statSync(path.join(dir, name)).size }))
    .sort((a, b) => b.size - a.size || a.name.localeCompare(b.name));
  for (const file of files) {
    const lane = FIRST_LANE_ONLY.has(file.name) ? 0 : load.indexOf(Math.min(...load));
    lanes[lane].files.push(file.name);
    load[lane] += file.size;
  }
  return lanes;
}
