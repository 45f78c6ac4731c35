import {
  Kind,
  parse,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type OperationTypeNode,
  type SelectionSetNode,
} from 'graphql';

/** What the HTTP layer needs to know about an operation before Apollo runs it. */
export interface OperationOutline {
  kind: OperationTypeNode;
  name: string | null;
  /** The fields asked of the root type, fragments on the root type included; `__typename` left out. */
  rootFields: readonly string[];
}

/**
 * The outline of the operation a request would run: the one named `operationName`, or the only one
 * in the document. Null when the text does not parse or names no single operation; Apollo then
 * answers with its own error.
 */
export function outlineOperation(text: string, operationName?: string | null): OperationOutline | null {
  let document: DocumentNode;
  try {
    document = parse(text, { noLocation: true });
  } catch {
    return null;
  }
  const operations = document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  const operation = operationName
    ? operations.find((o) => o.name?.value === operationName)
    : operations.length === 1
      ? operations[0]
      : undefined;
  if (!operation) return null;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const rootFields = new Set<string>();
  collectRootFields(operation.selectionSet, fragments, rootFields, new Set());
  return { kind: operation.operation, name: operation.name?.value ?? null, rootFields: [...rootFields] };
}

function collectRootFields(
  set: SelectionSetNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  into: Set<string>,
  spreading: Set<string>,
): void {
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value !== '__typename') into.add(selection.name.value);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      collectRootFields(selection.selectionSet, fragments, into, spreading);
    } else {
      const fragment = fragments.get(selection.name.value);
      // An unknown or cyclic spread fails Apollo's validation; here it must only not loop.
      if (!fragment || spreading.has(fragment.name.value)) continue;
      spreading.add(fragment.name.value);
      collectRootFields(fragment.selectionSet, fragments, into, spreading);
      spreading.delete(fragment.name.value);
    }
  }
}
