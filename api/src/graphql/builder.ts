import SchemaBuilder from '@pothos/core';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import type PrismaTypes from '../generated/pothos-types.js';
import { getDatamodel } from '../generated/pothos-types.js';
import { viewerOwnsBrand } from '../auth/viewer.js';
import type { Role } from '../generated/prisma/client.js';
import type { Viewer } from '../auth/viewer.js';
import type { Permission } from './permissions.js';
import type { FileUpload } from 'graphql-upload-minimal';
import type { Context } from './context.js';
import { ForbiddenError, UnauthenticatedError } from '../errors.js';
import { databaseId } from '../domain/global-id.js';

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
  plugins: [ScopeAuthPlugin, PrismaPlugin, RelayPlugin],
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
    edgesFieldOptions: { nullable: false },
    nodeFieldOptions: { nullable: false },
  },
  scopeAuth: {
    authScopes: (ctx) => ({
      signedIn: !!ctx.viewer,
      role: (roles) => !!ctx.viewer && ([] as Role[]).concat(roles).includes(ctx.viewer.role),
      permission: (key) => !!ctx.viewer?.permissions.has(key),
      // Brand ids arrive as global ids or row ids, like everywhere else in the API.
      ownsBrand: (brandId) => viewerOwnsBrand(ctx.viewer, databaseId(String(brandId), 'Brand') ?? String(brandId)),
    }),
    unauthorizedError: (_parent, context) => (context.viewer ? new ForbiddenError() : new UnauthenticatedError()),
  },
});

builder.queryType({});
builder.mutationType({});
