import SchemaBuilder, { BasePlugin, isThenable, type PothosOutputFieldConfig, type SchemaTypes } from '@pothos/core';
import { Kind, type GraphQLFieldResolver, type GraphQLResolveInfo } from 'graphql';

const pluginName = 'completePageCounts';

interface CountedConnection {
  edges: unknown[];
  pageInfo: { hasNextPage: boolean };
  /** The prisma plugin's deferred count: its own statement, run when `totalCount` is asked for. */
  totalCount?: unknown;
}

interface PageArgs {
  after?: unknown;
  before?: unknown;
  last?: unknown;
}

/**
 * A `t.prismaConnection` counts its rows with a statement of its own when `totalCount` is asked for.
 * A page read from the start that has no next page already holds every row, so its count is its
 * length: that statement is skipped. Most filtered lists (a city in the directory, a brand's
 * services, a studio search) fit on their first page. Every such connection's count uses the same
 * `where` as its page, which is what `totalCount` means.
 *
 * Relation connections (`t.relatedConnection`) are left alone: their counts come with the parent's
 * query, and a wrapper on them would run for every parent row.
 */
export class CompletePageCountsPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override wrapResolve(
    resolver: GraphQLFieldResolver<unknown, Types['Context'], object>,
    fieldConfig: PothosOutputFieldConfig<Types>,
  ): GraphQLFieldResolver<unknown, Types['Context'], object> {
    if (!this.isRootListConnection(fieldConfig)) return resolver;
    return (parent, args, context, info) => {
      const result = resolver(parent, args, context, info) as unknown;
      if (asksOnlyForCount(info)) return result;
      return isThenable(result)
        ? Promise.resolve(result).then((connection) => countFromCompletePage(connection, args))
        : countFromCompletePage(result, args);
    };
  }

  private isRootListConnection(fieldConfig: PothosOutputFieldConfig<Types>): boolean {
    if (fieldConfig.extensions?.pothosPrismaRelationField) return false;
    const type = fieldConfig.type;
    if (type.kind === 'List') return false;
    return this.buildCache.getTypeConfig(type.ref).name.endsWith('Connection');
  }
}

/**
 * The prisma plugin's own test for a count-only selection: it then loads no rows at all, so the
 * empty page says nothing about the count.
 */
function asksOnlyForCount(info: GraphQLResolveInfo): boolean {
  return info.fieldNodes.every((node) =>
    node.selectionSet?.selections.every(
      (s) => s.kind === Kind.FIELD && (s.name.value === 'totalCount' || s.name.value === '__typename'),
    ),
  );
}

function countFromCompletePage(result: unknown, args: PageArgs): unknown {
  const connection = result as CountedConnection | null;
  if (
    connection &&
    typeof connection.totalCount === 'function' &&
    Array.isArray(connection.edges) &&
    connection.pageInfo?.hasNextPage === false &&
    args.after == null &&
    args.before == null &&
    args.last == null
  ) {
    const rows = connection.edges.length;
    connection.totalCount = () => rows;
  }
  return result;
}

declare global {
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      completePageCounts: CompletePageCountsPlugin<Types>;
    }
  }
}

SchemaBuilder.registerPlugin(pluginName, CompletePageCountsPlugin);

export default pluginName;
