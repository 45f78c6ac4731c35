import type { Prisma } from '../../generated/prisma/client.js';
import type { Viewer } from '../../auth/viewer.js';
import type { FieldChanges } from '../../domain/changed-fields.js';

/** What a studio write tells the audit trail about itself. */
export interface AuditEntry {
  action: string;
  entityType: string;
  entityId: string;
  /** A short, human name of the record at the time of the write. */
  entityLabel?: string;
  /** The brand the record belongs to, if any (a brand's own history and brand_admin views filter on it). */
  brandId?: string | null;
  changes?: FieldChanges;
}

/**
 * Records one studio write. Call it with the transaction client of the write itself, so the entry
 * and the change commit or roll back together.
 */
export async function recordAudit(tx: Prisma.TransactionClient, actor: Viewer, entry: AuditEntry): Promise<void> {
  await tx.auditEvent.create({ data: auditEventData(actor, entry) });
}

/** Records many writes of one actor at once (a bulk import), in one statement per thousands of rows. */
export async function recordAudits(
  tx: Prisma.TransactionClient,
  actor: Viewer,
  entries: readonly AuditEntry[],
): Promise<void> {
  if (entries.length) await tx.auditEvent.createMany({ data: entries.map((entry) => auditEventData(actor, entry)) });
}

function auditEventData(actor: Viewer, entry: AuditEntry): Prisma.AuditEventCreateManyInput {
  return {
    actorId: actor.id,
    actorEmail: actor.email,
    actorRole: actor.role,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    entityLabel: entry.entityLabel ?? '',
    brandId: entry.brandId ?? null,
    changes: (entry.changes ?? {}) as unknown as Prisma.InputJsonValue,
  };
}
