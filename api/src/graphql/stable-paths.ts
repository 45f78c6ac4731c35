import SchemaBuilder, { BasePlugin, type PothosOutputFieldConfig, type SchemaTypes } from '@pothos/core';
import type { GraphQLFieldResolver, GraphQLResolveInfo } from 'graphql';

const pluginName = 'stablePaths';

type Path = GraphQLResolveInfo['path'];

/**
 * Set on a request's context by an executor whose response paths are not one object per position
 * (the compiled executor writes a fresh path literal for every resolver call; graphql-js links
 * each position once and shares it).
 */
export const UNSTABLE_PATHS = Symbol('unstablePaths');

interface PathTable {
  roots: Map<string | number, Path>;
  children: WeakMap<Path, Map<string | number, Path>>;
}

const tables = new WeakMap<object, PathTable>();

/** The request's one path object for `path`'s position, made on first sight. */
export function internPath(context: object, path: Path): Path {
  let table = tables.get(context);
  if (!table) {
    table = { roots: new Map(), children: new WeakMap() };
    tables.set(context, table);
  }
  return intern(table, path);
}

function intern(table: PathTable, path: Path): Path {
  const prev = path.prev ? intern(table, path.prev) : undefined;
  let siblings = prev ? table.children.get(prev) : table.roots;
  if (!siblings) {
    siblings = new Map();
    table.children.set(prev!, siblings);
  }
  let own = siblings.get(path.key);
  if (!own) {
    own = { prev, key: path.key, typename: path.typename };
    siblings.set(path.key, own);
  }
  return own;
}

/**
 * The prisma plugin finds the query plan of a nested field by the identity of its ancestors' path
 * objects (a planned parent records its children's plans against its own path). Under an executor
 * that marks the context with UNSTABLE_PATHS, this plugin hands every field that can plan, or be
 * planned for, the request's one path object for its position instead, so nested fields still find
 * their parent's plan rather than loading their rows again. Leaf fields without a prisma selection
 * never look, and under graphql-js nothing changes.
 */
export class StablePathsPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override wrapResolve(
    resolver: GraphQLFieldResolver<unknown, Types['Context'], object>,
    fieldConfig: PothosOutputFieldConfig<Types>,
  ): GraphQLFieldResolver<unknown, Types['Context'], object> {
    if (!this.readsPlans(fieldConfig)) return resolver;
    return (parent, args, context, info) => {
      if ((context as Record<symbol, unknown>)[UNSTABLE_PATHS])
        // The compiled executor builds a new info object for each call, so it is ours to amend.
        (info as { path: Path }).path = internPath(context as object, info.path);
      return resolver(parent, args, context, info);
    };
  }

  /**
   * Fields the prisma plugin plans from or for: any with a prisma extension (relations, connections,
   * fields with a selection), and any other field returning objects (`t.prismaField` and the root
   * fields), except the relay plugin's connection and edge fields (`edges`, `node`, `pageInfo`),
   * which only hand on what the connection field above them loaded. Those are most of a page's
   * object fields, and an interned path costs a walk to the root.
   */
  private readsPlans(fieldConfig: PothosOutputFieldConfig<Types>): boolean {
    if (Object.keys(fieldConfig.extensions ?? {}).some((key) => key.startsWith('pothosPrisma'))) return true;
    const parent = this.buildCache.getTypeConfig(fieldConfig.parentType).name;
    if (parent.endsWith('Connection') || parent.endsWith('Edge')) return false;
    let type = fieldConfig.type;
    while (type.kind === 'List') type = type.type;
    const kind = this.buildCache.getTypeConfig(type.ref).kind;
    return kind !== 'Scalar' && kind !== 'Enum';
  }
}

declare global {
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      stablePaths: StablePathsPlugin<Types>;
    }
  }
}

SchemaBuilder.registerPlugin(pluginName, StablePathsPlugin);

export default pluginName;
