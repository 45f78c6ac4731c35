import type { SchemaTypes } from '@pothos/core';
import { decodeGlobalID, resolveNodes } from '@pothos/plugin-relay';
import { RequestCache } from '@pothos/plugin-scope-auth';
import { isObjectType, type GraphQLResolveInfo } from 'graphql';
import { isUuid } from '../../domain/global-id.js';
import { isPublicNode } from '../kit/node-visibility.js';

interface NodeId {
  typename: string;
  id: string;
}

/** Prisma's "no such row" from findUniqueOrThrow, which the node loader uses. */
const isNotFound = (error: unknown) => (error as { code?: unknown } | null)?.code === 'P2025';

/** A global id of a node type with a row id, or null for anything else: garbage, other types, bad uuids. */
function nodeIdOf(raw: unknown, info: GraphQLResolveInfo): NodeId | null {
  if (typeof raw !== 'string') return null;
  let decoded: NodeId;
  try {
    decoded = decodeGlobalID(raw.trim());
  } catch {
    return null;
  }
  const type = info.schema.getType(decoded.typename);
  const isNode = isObjectType(type) && type.getInterfaces().some((i) => i.name === 'Node');
  return isNode && isUuid(decoded.id) ? { typename: decoded.typename, id: decoded.id.toLowerCase() } : null;
}

/**
 * Whether the caller passes the type's own auth scopes for this record (the rule its fields and
 * lists apply); a type without scopes only when it is marked public (see kit/node-visibility.ts).
 */
async function mayRead<Types extends SchemaTypes>(
  builder: PothosSchemaTypes.SchemaBuilder<Types>,
  context: Types['Context'],
  info: GraphQLResolveInfo,
  typename: string,
  node: unknown,
) {
  const { authScopes, extensions } = builder.configStore.getTypeConfig(typename)
    .pothosOptions as PothosSchemaTypes.ObjectTypeOptions<Types, unknown>;
  if (!authScopes) return isPublicNode(extensions);
  const cache = RequestCache.fromContext(context, builder);
  const refusal =
    typeof authScopes === 'function'
      ? await cache.evaluateTypeScopeFunction(authScopes, typename, node, info)
      : await cache.evaluateScopeMap(authScopes, info);
  return !refusal;
}

/**
 * node(id:) and nodes(ids:) without an existence oracle: an id that is malformed, names no record,
 * or names a record the caller may not read answers null, all alike.
 */
export async function visibleNodes<Types extends SchemaTypes>(
  builder: PothosSchemaTypes.SchemaBuilder<Types>,
  context: Types['Context'],
  info: GraphQLResolveInfo,
  rawIds: readonly unknown[],
): Promise<unknown[]> {
  return Promise.all(
    rawIds.map(async (raw) => {
      const nodeId = nodeIdOf(raw, info);
      if (!nodeId) return null;
      let node: unknown;
      try {
        [node] = await resolveNodes(builder, context, info, [nodeId]);
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
      if (node == null) return null;
      return (await mayRead(builder, context, info, nodeId.typename, node)) ? node : null;
    }),
  );
}
