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
  await tx.auditEvent.create({
    data: {
      actorId: actor.id,
      actorEmail: actor.email,
      actorRole: actor.role,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId,
      entityLabel: entry.entityLabel ?? '',
      brandId: entry.brandId ?? null,
      changes: (entry.changes ?? {}) as unknown as Prisma.InputJsonValue,
    },
  });
}
