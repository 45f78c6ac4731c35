import { builder } from '../../graphql/builder.js';
import type { FieldChanges } from '../../domain/changed-fields.js';
import { auditPolicies } from './access.js';

const asText = (value: unknown): string | null =>
  value == null ? null : typeof value === 'string' ? value : JSON.stringify(value);

export const AuditFieldChangeRef = builder.objectRef<{ field: string; from: unknown; to: unknown }>('AuditFieldChange');
AuditFieldChangeRef.implement({
  description: 'One field a write changed; values as text (lists and numbers as JSON).',
  fields: (t) => ({
    field: t.exposeString('field'),
    from: t.string({ nullable: true, resolve: (c) => asText(c.from) }),
    to: t.string({ nullable: true, resolve: (c) => asText(c.to) }),
  }),
});

export const AuditEventRef = builder.prismaNode('AuditEvent', {
  id: { field: 'id' },
  description: 'One studio write: who, what, which record, when, and the fields it changed.',
  authScopes: (event) => auditPolicies.seeEvent(event),
  fields: (t) => ({
    action: t.exposeString('action', { description: 'created, updated, deleted, approved, role_changed, ...' }),
    entityType: t.exposeString('entityType', {
      description: 'application, brand, collection, hero_slide, lead, user, ...',
    }),
    entityId: t.exposeString('entityId', { description: "The record's row id." }),
    entityLabel: t.exposeString('entityLabel', { description: 'A short name of the record at the time.' }),
    actorName: t.string({
      description: "Who made the change: an e-mail address, or 'Adire team' for platform staff seen from a brand.",
      resolve: (event, _args, ctx) => auditPolicies.actorName(event, ctx.viewer),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    changes: t.field({
      type: [AuditFieldChangeRef],
      resolve: (event) =>
        Object.entries((event.changes ?? {}) as unknown as FieldChanges).map(([field, c]) => ({ field, ...c })),
    }),
  }),
});

export const AuditFilter = builder.inputType('AuditFilter', {
  fields: (t) => ({
    actor: t.string({ required: false, description: "Part of the actor's e-mail address." }),
    entityType: t.string({ required: false }),
    from: t.field({ type: 'DateTime', required: false, description: 'Changes at or after this instant.' }),
    to: t.field({ type: 'DateTime', required: false, description: 'Changes before this instant.' }),
  }),
});
