/**
 * SQLSTATE classes of refusals that can go away on their own: connection loss (08), a transaction
 * rolled back for a serialization failure or deadlock (40), lack of resources (53), a lock not
 * available (55), a server shutting down (57), system and internal errors (58, XX).
 */
const PASSING_CLASSES = new Set(['08', '40', '53', '55', '57', '58', 'XX']);

/** The SQLSTATE of a database error, from node-postgres or from Prisma over a driver adapter. */
function sqlState(err: unknown): string | null {
  const e = err as { code?: unknown; meta?: { driverAdapterError?: { cause?: { code?: unknown } } } } | null;
  const code = e?.meta?.driverAdapterError?.cause?.code ?? e?.code;
  // Prisma's own codes (P1000-P6999) look like SQLSTATEs; PostgreSQL's only P class is P0 (PL/pgSQL).
  return typeof code === 'string' && /^(?!P[1-9])[0-9A-Z]{5}$/.test(code) ? code : null;
}

/**
 * A database refusal that would come again however often a job is retried (bad data, a broken
 * constraint, an exception raised in SQL): the job records the failure instead of retrying.
 */
export function isLastingDatabaseError(err: unknown): boolean {
  const code = sqlState(err);
  return !!code && !PASSING_CLASSES.has(code.slice(0, 2));
}
