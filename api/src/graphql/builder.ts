import SchemaBuilder from '@pothos/core';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import SyncNodeIdsPlugin from './sync-node-ids.js';
import StablePathsPlugin from './stable-paths.js';
import PreselectedColumnsPlugin from './preselected-columns.js';
import CompletePageCountsPlugin from './complete-page-counts.js';
import type PrismaTypes from '../generated/pothos-types.js';
import { getDatamodel } from '../generated/pothos-types.js';
import type { Role } from '../generated/prisma/client.js';
import type { Viewer } from '../auth/viewer.js';
import type { Permission } from './permissions.js';
import type { FileUpload } from 'graphql-upload-minimal';
import type { Context } from './context.js';
import { ForbiddenError, UnauthenticatedError } from '../errors.js';
import { scopeChecks } from './kit/policy.js';
import { visibleNodes } from './limits/visible-nodes.js';

/** The context of a field whose auth scopes passed: someone is signed in. */
export type SignedInContext = Context & { viewer: Viewer };

export const builder = new SchemaBuilder<{
  Context: Context;
  PrismaTypes: PrismaTypes;
  DefaultFieldNullability: false;
  DefaultEdgesNullability: false;
  DefaultNodeNullability: false;
  Scalars: {
    DateTime: { Input: Date; Output: Date | string };
    Date: { Input: Date; Output: Date | string };
    ID: { Input: string; Output: string | number | bigint };
    Upload: { Input: Promise<FileUpload>; Output: never };
  };
  AuthScopes: {
    signedIn: boolean;
    role: Role | Role[];
    permission: Permission;
    ownsBrand: string;
  };
  // Every scope but signedIn: false needs a viewer, so t.withAuth(...) resolvers read ctx.viewer without `!`.
  AuthContexts: {
    signedIn: SignedInContext;
    role: SignedInContext;
    permission: SignedInContext;
    ownsBrand: SignedInContext;
  };
}>({
  // StablePaths first: it wraps outermost, so every other plugin's resolver sees the stable path.
  plugins: [
    StablePathsPlugin,
    CompletePageCountsPlugin,
    ScopeAuthPlugin,
    PrismaPlugin,
    PreselectedColumnsPlugin,
    RelayPlugin,
    SyncNodeIdsPlugin,
  ],
  defaultFieldNullability: false,
  prisma: {
    client: (ctx) => ctx.prisma,
    dmmf: getDatamodel(),
    exposeDescriptions: true,
    filterConnectionTotalCount: true,
    onUnusedQuery: null,
    maxConnectionSize: 100,
    defaultConnectionSize: 20,
  },
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    // The connection's `edges` and `pageInfo` and an edge's `node` only hand on what the connection
    // field built: marked as exposed properties, they get no resolver, so executors read them in place.
    edgesFieldOptions: { nullable: false, extensions: { pothosExposedField: 'edges' } },
    nodeFieldOptions: { nullable: false, extensions: { pothosExposedField: 'node' } },
    pageInfoFieldOptions: { extensions: { pothosExposedField: 'pageInfo' } },
    // Replaced below: the plugin's fields refuse a malformed id with an error, which tells ids apart.
    nodeQueryOptions: false,
    nodesQueryOptions: false,
  },
  scopeAuth: {
    authScopes: (ctx) => scopeChecks(ctx.viewer),
    unauthorizedError: (_parent, context) => (context.viewer ? new ForbiddenError() : new UnauthenticatedError()),
  },
});

builder.queryType({});
builder.mutationType({});

/** The Relay lookups, answering null alike for malformed, missing and unreadable ids (no existence oracle). */
builder.queryFields((t) => ({
  node: t.field({
    type: builder.nodeInterfaceRef(),
    nullable: true,
    description:
      'Any record by its global id; null when the id is malformed, names no record, or names one you may not see.',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, context, info) => (await visibleNodes(builder, context, info, [args.id]))[0] as never,
  }),
  nodes: t.field({
    type: [builder.nodeInterfaceRef()],
    nullable: { list: false, items: true },
    description: 'Records by their global ids, in the same order; null for each id `node` would answer null for.',
    args: { ids: t.arg.idList({ required: true }) },
    resolve: (_root, args, context, info) => visibleNodes(builder, context, info, args.ids) as never,
  }),
}));
