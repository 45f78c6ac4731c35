import type pg from 'pg';

/** One page or action of the product, asked of the API and of a hand-written SQL route that answers the same data. */
export interface Scenario {
  name: string;
  /** The GraphQL operation the web app (or studio) sends. */
  query: string;
  variables: Record<string, unknown>;
  /** Sent with a studio token (the seeded admin's). */
  signedIn?: boolean;
  /** The same answer from hand-written SQL over node-postgres. */
  baseline(pool: pg.Pool, variables: Record<string, unknown>, authorization?: string): Promise<unknown>;
  /**
   * What both answers must agree on (row ids in order, counts), so a faster baseline cannot be
   * answering less. Called once on each answer before the load starts.
   */
  fingerprint(answer: { graphql?: any; baseline?: any }): unknown;
}

/** Relay global ids and Pothos cursors, as PostgreSQL builds them for the baselines. */
export const sqlGlobalId = (type: string, column: string) =>
  `encode(convert_to('${type}:' || ${column}, 'UTF8'), 'base64')`;
export const sqlCursor = (column: string) => `encode(convert_to('GPC:S:' || ${column}, 'UTF8'), 'base64')`;

/** The row id inside a global id. */
export const rowId = (globalId: string) => Buffer.from(globalId, 'base64').toString('utf8').split(':').at(-1)!;

/**
 * A connection from a baseline's page, read one row past the page: `totalCount`, `pageInfo` and
 * the page's edges, as GraphQL answers them.
 */
export function connectionOfPage<Edge extends { cursor?: string }>(
  result: { totalCount: number; rows: Edge[] },
  first: number,
) {
  const page = result.rows.slice(0, first);
  return {
    totalCount: result.totalCount,
    pageInfo: { hasNextPage: result.rows.length > first, endCursor: page.at(-1)?.cursor ?? null },
    edges: page,
  };
}
