import type { Prisma } from '../../generated/prisma/client.js';

/**
 * Tables whose writers take turns: a rule spans their rows (one active at a time, the next free
 * number, an audit entry's "from" being what was replaced).
 */
export type TakingTurnsTable = 'hero_slides' | 'legal_documents' | 'platform_settings' | 'spotlights';

/**
 * Holds the table until the transaction ends so that another writer of it waits, while reads go on:
 * SHARE ROW EXCLUSIVE conflicts with itself and with row writes. A row lock cannot guard a rule over
 * rows that another transaction is about to add or change.
 */
export async function takeTurnsWriting(tx: Prisma.TransactionClient, table: TakingTurnsTable): Promise<void> {
  // The name is one of the literals above, never caller text.
  await tx.$executeRawUnsafe(`LOCK TABLE ${table} IN SHARE ROW EXCLUSIVE MODE`);
}
