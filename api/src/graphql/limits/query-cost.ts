import {
  getNamedType,
  getNullableType,
  isCompositeType,
  isListType,
  isObjectType,
  isInterfaceType,
  Kind,
  valueFromASTUntyped,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLOutputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';

/**
 * How big a page or list is when the document does not say. Connections take their own default;
 * lists without a size argument are counted at an assumed size, since nothing in the schema bounds them.
 */
export interface PageSizes {
  /** A connection's page when `first`/`last` is absent (the builder's default). */
  defaultPage: number;
  /** The largest page a connection answers; a larger `first` is capped to it. */
  maxPage: number;
  /** Fields whose default page differs from defaultPage, as "Type.field". */
  fieldDefaults: Readonly<Record<string, number>>;
  /** Sized fields that are not connections but cap their size like one, as "Type.field". */
  fieldCaps?: Readonly<Record<string, number>>;
  /** A list field with no size argument and no sized parent. */
  unsizedList: number;
  /** Lists of these types hold at most so many items, whatever asks for them (by type name). */
  boundedLists?: Readonly<Record<string, number>>;
}

export interface CostOptions {
  variables?: Readonly<Record<string, unknown>> | null;
  operationName?: string | null;
}

/** The arguments that say how many items a field answers. */
const SIZE_ARGUMENTS = ['first', 'last', 'limit', 'take'] as const;

/**
 * The work a document asks for: every object it can answer counts 1, multiplied by the size of each
 * list it sits in. Connection pages are sized by `first`/`last` (capped like the server caps them),
 * lists by `limit`/`take` or a sized parent (`search(first)` sizes its lists), `nodes(ids)` by the
 * number of ids. Scalars and introspection count nothing. So `products(first: 100) { edges { node {
 * brand { products(first: 100) ... } } } }` costs about 100 × 100 × 3, not 3.
 */
export function costOf(document: DocumentNode, schema: GraphQLSchema, sizes: PageSizes, options: CostOptions = {}) {
  const operation = pickOperation(document, options.operationName);
  if (!operation) return 0;
  const root = rootType(schema, operation);
  if (!root) return 0;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const def of document.definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
  const variables = variableValues(operation, options.variables ?? {});
  const walker = new CostWalker(schema, sizes, fragments, variables);
  return walker.selectionSet(operation.selectionSet, root, 1, null, new Set());
}

function pickOperation(document: DocumentNode, name: string | null | undefined) {
  const operations = document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  if (name) return operations.find((o) => o.name?.value === name);
  return operations.length === 1 ? operations[0] : undefined;
}

function rootType(schema: GraphQLSchema, operation: OperationDefinitionNode) {
  if (operation.operation === 'mutation') return schema.getMutationType();
  if (operation.operation === 'subscription') return schema.getSubscriptionType();
  return schema.getQueryType();
}

/** The request's variables, with the document's defaults for those it leaves out. */
function variableValues(operation: OperationDefinitionNode, given: Readonly<Record<string, unknown>>) {
  const values: Record<string, unknown> = {};
  for (const def of operation.variableDefinitions ?? []) {
    const name = def.variable.name.value;
    if (given[name] !== undefined) values[name] = given[name];
    else if (def.defaultValue) values[name] = valueFromASTUntyped(def.defaultValue);
  }
  return values;
}

class CostWalker {
  constructor(
    private readonly schema: GraphQLSchema,
    private readonly sizes: PageSizes,
    private readonly fragments: Map<string, FragmentDefinitionNode>,
    private readonly variables: Record<string, unknown>,
  ) {}

  /**
   * `multiplier` is how many times this selection is answered; `listSize` sizes the lists directly
   * inside it (a connection's edges, the lists of `search(first)`), null when nothing sized them.
   */
  selectionSet(
    set: SelectionSetNode,
    parent: GraphQLCompositeType,
    multiplier: number,
    listSize: number | null,
    spreading: Set<string>,
  ): number {
    let cost = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        cost += this.field(selection, parent, multiplier, listSize, spreading);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const typed = selection.typeCondition ? this.schema.getType(selection.typeCondition.name.value) : parent;
        if (typed && isCompositeType(typed))
          cost += this.selectionSet(selection.selectionSet, typed, multiplier, listSize, spreading);
      } else {
        const name = selection.name.value;
        const fragment = this.fragments.get(name);
        // A cycle is refused by validation; here it must only not recurse forever.
        if (!fragment || spreading.has(name)) continue;
        const typed = this.schema.getType(fragment.typeCondition.name.value);
        if (!typed || !isCompositeType(typed)) continue;
        spreading.add(name);
        cost += this.selectionSet(fragment.selectionSet, typed, multiplier, listSize, spreading);
        spreading.delete(name);
      }
    }
    return cost;
  }

  private field(
    node: FieldNode,
    parent: GraphQLCompositeType,
    multiplier: number,
    listSize: number | null,
    spreading: Set<string>,
  ): number {
    const name = node.name.value;
    if (name.startsWith('__')) return 0;
    if (!isObjectType(parent) && !isInterfaceType(parent)) return 0;
    const definition = parent.getFields()[name];
    if (!definition) return 0;
    const returned = getNamedType(definition.type);
    if (!isCompositeType(returned) || !node.selectionSet) return 0;

    const ownSize = this.ownSize(node, definition, parent.name);
    const isList = returnsList(definition.type);
    const isConnection = isObjectType(returned) && 'edges' in returned.getFields();
    const count = isList
      ? (ownSize ?? this.sizes.boundedLists?.[returned.name] ?? listSize ?? this.sizes.unsizedList)
      : 1;
    const answered = multiplier * count;
    // A sized field that answers one object (a connection, search results) sizes the lists inside it.
    const childListSize = isList ? null : isConnection ? (ownSize ?? this.sizes.defaultPage) : ownSize;
    return answered + this.selectionSet(node.selectionSet, returned, answered, childListSize, spreading);
  }

  /** The size a field's own arguments give it, or null when it has none. */
  private ownSize(node: FieldNode, definition: GraphQLField<unknown, unknown>, parentName: string): number | null {
    const args = new Map((node.arguments ?? []).map((a) => [a.name.value, a.value]));
    if (definition.name === 'nodes' && args.has('ids')) {
      const ids = this.value(args.get('ids')!);
      return Array.isArray(ids) ? ids.length : this.sizes.maxPage;
    }
    const sizeArg = definition.args.find((a) => (SIZE_ARGUMENTS as readonly string[]).includes(a.name));
    if (!sizeArg) return null;
    const requested = SIZE_ARGUMENTS.map((n) => (args.has(n) ? this.value(args.get(n)!) : undefined)).find(
      (v) => typeof v === 'number',
    ) as number | undefined;
    const fallback =
      this.sizes.fieldDefaults[`${parentName}.${definition.name}`] ??
      (typeof sizeArg.defaultValue === 'number' ? sizeArg.defaultValue : this.sizes.defaultPage);
    const size = Math.max(0, requested ?? fallback);
    const returned = getNamedType(definition.type);
    const isConnection = isObjectType(returned) && 'edges' in returned.getFields();
    const cap = isConnection ? this.sizes.maxPage : this.sizes.fieldCaps?.[`${parentName}.${definition.name}`];
    return cap === undefined ? size : Math.min(size, cap);
  }

  private value(node: ValueNode): unknown {
    if (node.kind === Kind.VARIABLE) return this.variables[node.name.value];
    return valueFromASTUntyped(node, this.variables);
  }
}

function returnsList(type: GraphQLOutputType): boolean {
  return isListType(getNullableType(type));
}
