import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parse } from 'graphql';
import { schema } from '../src/assembly/schema.js';
import { costOf, PAGE_SIZES, PUBLIC_COST_BUDGET, TOKEN_COST_BUDGET } from '../src/graphql/limits/index.js';

/** The longest a single request may hold the event loop (every other request waits meanwhile). */
export const EVENT_LOOP_CEILING_MS = 200;

interface Probe {
  name: string;
  query: string;
  /** Sent with the admin's token (the larger cost budget). */
  signedIn: boolean;
}

const aliases = (count: number) =>
  `{ ${Array.from({ length: count }, (_, i) => `a${i}: search(query: "bridal") { brands { id } }`).join(' ')} }`;

/**
 * The heaviest documents each kind of caller may send (just within its cost budget), and the
 * attacks the limits refuse: each must leave the event loop free within the ceiling.
 */
const probes = (largeBrandId: string): Probe[] => [
  {
    name: 'largest signed-out page (public budget)',
    query:
      '{ brands(first: 100) { edges { node { name description collections(first: 8) { edges { node { title description } } } } } } }',
    signedIn: false,
  },
  {
    name: 'largest signed-out page of one brand (public budget)',
    query: `{ brand(id: "${largeBrandId}") { products(first: 100) { edges { node { title description price brand { name products(first: 4) { edges { node { title } } } } } } } } }`,
    signedIn: false,
  },
  {
    name: 'largest signed-in page (token budget)',
    query: `{ products(first: 100, filter: { brandId: "${largeBrandId}", inStock: null }) { edges { node { title description price brand { name description products(first: 22) { edges { node { title price } } } } } } } }`,
    signedIn: true,
  },
  {
    name: 'refused: products → brand → products at 100',
    query:
      '{ products(first: 100) { edges { node { brand { products(first: 100) { edges { node { brand { name } } } } } } } } }',
    signedIn: false,
  },
  { name: 'refused: 500 aliases of search', query: aliases(500), signedIn: false },
];

export interface EventLoopResult {
  probe: string;
  cost: number | string;
  status: number;
  'answer KiB': number;
  'longest block ms': number;
  'within 200 ms': boolean;
}

/**
 * Sends each probe a few times, one after another and then ten at once, while Node's event-loop
 * delay histogram runs, and reports the longest stall. Answers are read as bytes, not parsed, so
 * the client side adds next to nothing to the measure.
 */
export async function measureEventLoopBlocks(
  apiUrl: string,
  adminToken: string,
  largeBrandId: string,
): Promise<EventLoopResult[]> {
  const results: EventLoopResult[] = [];
  for (const probe of probes(largeBrandId)) {
    const cost = costOfProbe(probe);
    const send = async () => {
      const response = await fetch(`${apiUrl}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(probe.signedIn ? { authorization: `Bearer ${adminToken}` } : {}),
        },
        body: JSON.stringify({ query: probe.query }),
      });
      return { status: response.status, bytes: (await response.arrayBuffer()).byteLength };
    };
    await send(); // the first request of a document parses and validates it
    const histogram = monitorEventLoopDelay({ resolution: 5 });
    histogram.enable();
    let last = { status: 0, bytes: 0 };
    for (let i = 0; i < 3; i++) last = await send();
    await Promise.all(Array.from({ length: 10 }, send));
    histogram.disable();
    const longest = histogram.max / 1e6;
    results.push({
      probe: probe.name,
      cost,
      status: last.status,
      'answer KiB': Math.round(last.bytes / 1024),
      'longest block ms': Math.round(longest),
      'within 200 ms': longest <= EVENT_LOOP_CEILING_MS,
    });
  }
  return results;
}

function costOfProbe(probe: Probe): number | string {
  try {
    const cost = costOf(parse(probe.query, { maxTokens: 100_000 }), schema, PAGE_SIZES);
    const budget = probe.signedIn ? TOKEN_COST_BUDGET : PUBLIC_COST_BUDGET;
    return cost <= budget ? cost : `${cost} (over ${budget})`;
  } catch (error) {
    return (error as Error).message.slice(0, 40);
  }
}
