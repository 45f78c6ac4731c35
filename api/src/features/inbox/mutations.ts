import { builder } from '../../graphql/builder.js';
import { requireRow } from '../../graphql/kit/validation.js';
import type { SignedInContext } from '../../graphql/builder.js';
import { inboxPolicies } from './access.js';
import { findVisibleEntry, loadEntries, markAllRead } from './data.js';
import { INBOX_MESSAGES } from './messages.js';
import { entryKeyOf, listFilter, scopeOf, unreadCountFor } from './queries.js';
import { InboxFilter, InboxMarkAllPayloadRef, InboxMarkPayloadRef } from './types.js';

// Read marks are the viewer's own bookkeeping (which messages they have looked at), not a change to
// anything others see, so they are not recorded in the audit trail. Each is a single statement.

/**
 * The entry, if the viewer may see it. An unknown id and another brand's entry get the same
 * NOT_FOUND, so the answer never tells whether an entry exists.
 */
async function visibleEntry(ctx: SignedInContext, id: string | number) {
  const key = entryKeyOf(id);
  const found = key ? await findVisibleEntry(ctx.prisma, { ...scopeOf(ctx.viewer), key }) : null;
  return requireRow(found, INBOX_MESSAGES.notFound);
}

async function answer(ctx: SignedInContext, id: string | number) {
  const entry = await visibleEntry(ctx, id);
  const [loaded] = await loadEntries(ctx.prisma, [entry]);
  return {
    entry: requireRow(loaded, INBOX_MESSAGES.notFound),
    unreadCount: await unreadCountFor(ctx.prisma, ctx.viewer),
  };
}

builder.mutationFields((t) => ({
  markInboxEntryRead: t.withAuth(inboxPolicies.read).field({
    type: InboxMarkPayloadRef,
    args: { id: t.arg.id({ required: true }) },
    description:
      'Marks an entry read for the viewer only (opening it in the studio does this). Marking again keeps the first time.',
    unauthorizedError: inboxPolicies.refused,
    resolve: async (_root, { id }, ctx) => {
      const entry = await visibleEntry(ctx, id);
      await ctx.prisma.$executeRaw`INSERT INTO inbox_reads (user_id, entry_kind, entry_id)
        VALUES (${ctx.viewer.id}::uuid, ${entry.readKind}::"InboxEntryKind", ${entry.id}::uuid)
        ON CONFLICT DO NOTHING`;
      return answer(ctx, id);
    },
  }),
  markInboxEntryUnread: t.withAuth(inboxPolicies.read).field({
    type: InboxMarkPayloadRef,
    args: { id: t.arg.id({ required: true }) },
    description: 'Marks an entry unread again for the viewer only.',
    unauthorizedError: inboxPolicies.refused,
    resolve: async (_root, { id }, ctx) => {
      const entry = await visibleEntry(ctx, id);
      await ctx.prisma.inboxRead.deleteMany({
        where: { userId: ctx.viewer.id, entryKind: entry.readKind, entryId: entry.id },
      });
      return answer(ctx, id);
    },
  }),
  markAllInboxEntriesRead: t.withAuth(inboxPolicies.read).field({
    type: InboxMarkAllPayloadRef,
    args: { filter: t.arg({ type: InboxFilter, required: false }) },
    description: 'Marks every entry the viewer sees (matching the filter, if given) read for the viewer only.',
    unauthorizedError: inboxPolicies.refused,
    resolve: async (_root, args, ctx) => {
      const markedCount = await markAllRead(
        ctx.prisma,
        { ...scopeOf(ctx.viewer), filter: listFilter(args.filter) },
        new Date(),
      );
      return { markedCount, unreadCount: await unreadCountFor(ctx.prisma, ctx.viewer) };
    },
  }),
}));
