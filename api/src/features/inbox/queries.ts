import { decodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../graphql/builder.js';
import type { Viewer } from '../../auth/viewer.js';
import type { PrismaClient } from '../../generated/prisma/client.js';
import { ValidationError } from '../../errors.js';
import { inboxAudience, inboxPolicies } from './access.js';
import { countInbox, findVisibleEntry, listInbox, loadEntries, type InboxFilterInput } from './data.js';
import { INBOX_MESSAGES } from './messages.js';
import { decodeInboxCursor, encodeInboxCursor, pageSize, parseEntryKey, searchText, type InboxKind } from './rules.js';
import { INBOX_ENTRY_TYPENAME, InboxEntryRef, InboxFilter } from './types.js';

interface FilterArg {
  kind?: InboxKind | null;
  brandId?: string | number | null;
  unreadOnly?: boolean | null;
  search?: string | null;
}

export const listFilter = (filter: FilterArg | null | undefined): InboxFilterInput => ({
  kind: filter?.kind ?? null,
  brandId: filter?.brandId ?? null,
  unreadOnly: filter?.unreadOnly ?? null,
  search: searchText(filter?.search),
});

export const scopeOf = (viewer: Viewer) => ({ viewerId: viewer.id, audience: inboxAudience(viewer) });

/** An entry key from a global id; null for anything else (so it matches nothing). */
export function entryKeyOf(id: string | number) {
  try {
    const { typename, id: raw } = decodeGlobalID(String(id));
    return typename === INBOX_ENTRY_TYPENAME ? parseEntryKey(raw) : null;
  } catch {
    return null;
  }
}

export const unreadCountFor = (prisma: PrismaClient, viewer: Viewer) =>
  countInbox(prisma, { ...scopeOf(viewer), filter: { unreadOnly: true } });

builder.queryFields((t) => ({
  inbox: t.withAuth(inboxPolicies.read).connection(
    {
      type: InboxEntryRef,
      description:
        "Contact enquiries, custom orders and brand requests addressed to the viewer's brands (all of them, and enquiries to the platform, for super_admin and admin), newest first. Pages forwards (first, after; first at most 100); the cursor is a keyset position (received at, table, id) across both tables.",
      args: { filter: t.arg({ type: InboxFilter, required: false }) },
      unauthorizedError: inboxPolicies.refused,
      resolve: async (_root, args, ctx) => {
        if (args.last != null || args.before != null)
          throw new ValidationError({ last: INBOX_MESSAGES.backwardsPaging });
        const after = args.after ? decodeInboxCursor(args.after) : null;
        if (args.after && !after) throw new ValidationError({ after: INBOX_MESSAGES.badCursor });
        const scope = { ...scopeOf(ctx.viewer), filter: listFilter(args.filter) };
        const [{ entries, hasNextPage }, totalCount] = await Promise.all([
          listInbox(ctx.prisma, { ...scope, after }, pageSize(args.first)),
          countInbox(ctx.prisma, scope),
        ]);
        const loaded = await loadEntries(ctx.prisma, entries);
        const edges = loaded.map((node) => ({ cursor: encodeInboxCursor(node), node }));
        return {
          totalCount,
          edges,
          pageInfo: {
            hasNextPage,
            hasPreviousPage: !!after,
            startCursor: edges[0]?.cursor ?? null,
            endCursor: edges.at(-1)?.cursor ?? null,
          },
        };
      },
    },
    {
      name: 'InboxConnection',
      fields: (c) => ({
        totalCount: c.int({
          description: 'How many entries match the filter.',
          resolve: (connection) => (connection as unknown as { totalCount: number }).totalCount,
        }),
      }),
    },
  ),
  inboxEntry: t.withAuth(inboxPolicies.read).field({
    type: InboxEntryRef,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    description: 'One entry by its global id; null when it does not exist or is not addressed to the viewer.',
    unauthorizedError: inboxPolicies.refused,
    resolve: async (_root, args, ctx) => {
      const key = entryKeyOf(args.id);
      const entry = key ? await findVisibleEntry(ctx.prisma, { ...scopeOf(ctx.viewer), key }) : null;
      return entry ? ((await loadEntries(ctx.prisma, [entry]))[0] ?? null) : null;
    },
  }),
  inboxUnreadCount: t.withAuth(inboxPolicies.read).int({
    description: "How many of the viewer's inbox entries they have not read (the navigation badge).",
    unauthorizedError: inboxPolicies.refused,
    resolve: (_root, _args, ctx) => unreadCountFor(ctx.prisma, ctx.viewer),
  }),
}));
