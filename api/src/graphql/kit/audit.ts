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

const BULK_INSERT = `INSERT INTO audit_events
    (id, actor_id, actor_email, actor_role, action, entity_type, entity_id, entity_label, brand_id, changes)
  SELECT gen_random_uuid(), v.actor_id, v.actor_email, v.actor_role, v.action, v.entity_type, v.entity_id,
    v.entity_label, v.brand_id, v.changes
  FROM jsonb_to_recordset($1::jsonb) AS v(actor_id uuid, actor_email text, actor_role "Role", action text,
    entity_type text, entity_id text, entity_label text, brand_id uuid, changes jsonb)`;

/** Entries per statement: short statements, so the embedded database (on this thread) answers others between them. */
const BULK_CHUNK = 250;

/**
 * Records many writes of one actor at once (a bulk import): a JSON document per few hundred
 * entries, which PostgreSQL unpacks (Prisma's createMany spends seconds on this thread building
 * thousands of rows).
 */
export async function recordAudits(
  tx: Prisma.TransactionClient,
  actor: Viewer,
  entries: readonly AuditEntry[],
): Promise<void> {
  for (let at = 0; at < entries.length; at += BULK_CHUNK) {
    if (at > 0) await new Promise((resolve) => setImmediate(resolve));
    const rows = entries.slice(at, at + BULK_CHUNK).map((entry) => {
      const data = auditEventData(actor, entry);
      return {
        actor_id: data.actorId,
        actor_email: data.actorEmail,
        actor_role: data.actorRole,
        action: data.action,
        entity_type: data.entityType,
        entity_id: data.entityId,
        entity_label: data.entityLabel,
        brand_id: data.brandId,
        changes: data.changes,
      };
    });
    await tx.$executeRawUnsafe(BULK_INSERT, JSON.stringify(rows));
  }
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
