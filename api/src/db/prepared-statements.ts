import { createHash } from 'node:crypto';

/**
 * Prisma sends every query as an unnamed statement, so PostgreSQL parses and plans it afresh each
 * time: for the directory's page of brands with their collections, planning took longer than
 * running it. Naming each distinct SQL text lets node-postgres prepare it once per connection and
 * run it again by name.
 */
export function statementName(query: { sql: string }): string {
  return `adire_${createHash('sha1').update(query.sql).digest('base64url')}`;
}

/**
 * Node-postgres never forgets a connection's prepared statements, and some queries differ in text by
 * their number of parameters (`IN ($1, …, $n)`); a connection is replaced after this many queries,
 * so what a connection has prepared stays bounded.
 */
export const QUERIES_PER_CONNECTION = 10_000;
