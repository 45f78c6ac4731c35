import type { Prisma, PrismaClient } from '../../generated/prisma/client.js';
import type { Viewer } from '../../auth/viewer.js';
import { allFields, changedFields, type FieldChanges } from '../../domain/changed-fields.js';
import { recordAudit, type AuditEntry } from './audit.js';

type Tx = Prisma.TransactionClient;
type Row = Record<string, unknown>;

/**
 * Where an audited write runs: the app's client (the write opens its own transaction) or a
 * transaction already open (the write joins it, so it commits or rolls back with the rest).
 */
export type WriteClient = PrismaClient | Tx;

/** What an audit entry says of the record; the changes come from the write. */
export type AuditDescription = Omit<AuditEntry, 'changes'>;

function inTransaction<T>(db: WriteClient, run: (tx: Tx) => Promise<T>): Promise<T> {
  // Only the app's client can connect: a transaction's client lacks $connect (it does have a
  // $transaction, for savepoints, which the embedded database's adapter cannot make).
  return '$connect' in db ? (db as PrismaClient).$transaction(run) : run(db);
}

/**
 * Creates a record and records its audit entry (every named field, from nothing) in one transaction.
 * Answers the record.
 */
export function auditedCreate<Created extends Row>(
  db: WriteClient,
  actor: Viewer,
  write: {
    create: (tx: Tx) => Promise<Created>;
    /** The fields the entry lists. */
    fields: readonly NoInfer<keyof Created & string>[];
    describe: (created: NoInfer<Created>) => AuditDescription;
  },
): Promise<Created> {
  return inTransaction(db, async (tx) => {
    const created = await write.create(tx);
    await recordAudit(tx, actor, { ...write.describe(created), changes: allFields(created, write.fields, 'created') });
    return created;
  });
}

/**
 * Locks a record (its `lock` takes the row lock and reads it), writes it and, when a named field
 * changed, records the audit entry with the changes: in one transaction. Answers the record before
 * and after the write and what changed (empty when nothing did, and then no entry is recorded).
 */
export function auditedUpdate<Before extends Row, After extends Row>(
  db: WriteClient,
  actor: Viewer,
  write: {
    lock: (tx: Tx) => Promise<Before>;
    update: (tx: Tx, before: Before) => Promise<After>;
    /** The fields compared and listed. */
    fields: readonly NoInfer<keyof After & string>[];
    describe: (after: NoInfer<After>, changes: FieldChanges, before: NoInfer<Before>) => AuditDescription;
  },
): Promise<{ before: Before; after: After; changes: FieldChanges }> {
  return inTransaction(db, async (tx) => {
    const before = await write.lock(tx);
    const after = await write.update(tx, before);
    const changes = changedFields(before, after, write.fields);
    if (Object.keys(changes).length)
      await recordAudit(tx, actor, { ...write.describe(after, changes, before), changes });
    return { before, after, changes };
  });
}

/**
 * Locks a record, deletes it (with whatever goes with it) and records the audit entry (every named
 * field, to nothing) in one transaction. Answers the record as it was and what `remove` answered.
 */
export function auditedDelete<Deleted extends Row, Removed = unknown>(
  db: WriteClient,
  actor: Viewer,
  write: {
    lock: (tx: Tx) => Promise<Deleted>;
    remove: (tx: Tx, deleted: Deleted) => Promise<Removed>;
    /** The fields the entry lists. */
    fields: readonly NoInfer<keyof Deleted & string>[];
    describe: (deleted: NoInfer<Deleted>) => AuditDescription;
  },
): Promise<{ deleted: Deleted; removed: Removed }> {
  return inTransaction(db, async (tx) => {
    const deleted = await write.lock(tx);
    const removed = await write.remove(tx, deleted);
    await recordAudit(tx, actor, { ...write.describe(deleted), changes: allFields(deleted, write.fields, 'deleted') });
    return { deleted, removed };
  });
}

/**
 * Any other audited write (a status change, a gallery change): locks what it changes, writes, and
 * records the entry `describe` makes of the two (none when it answers null), in one transaction.
 * Answers what the write answered.
 */
export function auditedWrite<Locked, Written>(
  db: WriteClient,
  actor: Viewer,
  write: {
    lock: (tx: Tx) => Promise<Locked>;
    write: (tx: Tx, locked: Locked) => Promise<Written>;
    describe: (locked: NoInfer<Locked>, written: NoInfer<Written>) => AuditEntry | null;
  },
): Promise<Written> {
  return inTransaction(db, async (tx) => {
    const locked = await write.lock(tx);
    const written = await write.write(tx, locked);
    const entry = write.describe(locked, written);
    if (entry) await recordAudit(tx, actor, entry);
    return written;
  });
}
