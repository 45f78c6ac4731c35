/** One field's change as the audit trail keeps it. */
export interface FieldChange {
  from: unknown;
  to: unknown;
}

export type FieldChanges = Record<string, FieldChange>;

/** A value as JSON keeps it: dates as ISO text, decimals and other objects as their text, undefined as null. */
function comparable(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(comparable);
  if (typeof value === 'object') return String(value);
  return value;
}

/**
 * The fields whose value differs between before and after, among the fields named (or every field
 * of after). A field after leaves out is unchanged, not cleared.
 */
export function changedFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
  fields: readonly string[] = Object.keys(after),
): FieldChanges {
  const changes: FieldChanges = {};
  for (const field of fields) {
    if (!(field in after)) continue;
    const from = comparable(before?.[field]);
    const to = comparable(after[field]);
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[field] = { from, to };
  }
  return changes;
}

/** Every named field of a record as a change from nothing: what a create or delete records. */
export function allFields(record: Record<string, unknown>, fields: readonly string[], as: 'created' | 'deleted') {
  const changes: FieldChanges = {};
  for (const field of fields) {
    const value = comparable(record[field]);
    if (value === null) continue;
    changes[field] = as === 'created' ? { from: null, to: value } : { from: value, to: null };
  }
  return changes;
}
