import {
  Kind,
  TypeInfo,
  getArgumentValues,
  getNamedType,
  getNullableType,
  getVariableValues,
  isInputObjectType,
  isListType,
  visit,
  visitWithTypeInfo,
  type ASTNode,
  type DocumentNode,
  type FieldNode,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { textProblem, textMessages, labelOf } from './text-rules.js';
import { MAX_LIST_ITEMS, textLimitFor } from './limits.js';

type FieldErrors = Record<string, string>;

/** What graphql-js's execute() allows before it stops coercing variables. */
const EXECUTION_MAX_VARIABLE_ERRORS = 50;

/**
 * Every text value the operation passes to any field, literal or from a variable, checked against
 * its field's limits: the field messages keyed like the features' own (`name`, `address.city`; the
 * `input` argument's fields by their own names). Values GraphQL itself cannot coerce are left to
 * GraphQL's own error.
 */
export function argumentProblems(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  rawVariables: Record<string, unknown> | undefined,
): FieldErrors {
  const variables = getVariableValues(schema, operation.variableDefinitions ?? [], rawVariables ?? {}, {
    maxErrors: EXECUTION_MAX_VARIABLE_ERRORS,
  });
  if (variables.errors) {
    // graphql-js gives up after 50 bad values with an error of no code (a 500 by Apollo's reading);
    // any fewer are reported by Apollo itself, as BAD_USER_INPUT.
    const gaveUp = variables.errors.find((e) => e.message.startsWith('Too many errors processing variables'));
    return gaveUp ? { variables: 'Too many of the values given are invalid' } : {};
  }
  const errors: FieldErrors = {};
  for (const { def, field } of fieldsWithArguments(schema, document, operation)) {
    let values: Record<string, unknown>;
    try {
      values = getArgumentValues(def, field, variables.coerced);
    } catch {
      continue; // Execution reports the argument error itself.
    }
    for (const arg of def.args) {
      const prefix = arg.name === 'input' && isInputObjectType(getNamedType(arg.type)) ? '' : arg.name;
      checkValue(values[arg.name], arg.type, arg.name, prefix, errors);
    }
  }
  return errors;
}

interface FieldWithArguments {
  def: GraphQLField<unknown, unknown>;
  field: FieldNode;
}

/** Per schema, per operation node: Apollo keeps one parsed document per query text, so a document's walk is done once. */
const walked = new WeakMap<GraphQLSchema, WeakMap<OperationDefinitionNode, FieldWithArguments[]>>();

/** The fields of the operation and the document's fragments that are given arguments, with their definitions. */
function fieldsWithArguments(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
): FieldWithArguments[] {
  let bySchema = walked.get(schema);
  if (!bySchema) walked.set(schema, (bySchema = new WeakMap()));
  let found = bySchema.get(operation);
  if (found) return found;
  found = [];
  const fragments = document.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION);
  for (const node of [operation, ...fragments] as ASTNode[]) {
    const typeInfo = new TypeInfo(schema);
    visit(
      node,
      visitWithTypeInfo(typeInfo, {
        Field(field) {
          const def = typeInfo.getFieldDef();
          if (def?.args.length && field.arguments?.length) found.push({ def, field });
        },
      }),
    );
  }
  bySchema.set(operation, found);
  return found;
}

function checkValue(value: unknown, type: GraphQLInputType, name: string, path: string, errors: FieldErrors): void {
  if (value == null) return;
  const nullable = getNullableType(type);
  const key = path || name;
  if (isListType(nullable)) {
    if (!Array.isArray(value)) return checkValue(value, nullable.ofType, name, path, errors);
    if (value.length > MAX_LIST_ITEMS) {
      errors[key] ??= textMessages.tooManyItems(labelOf(name), MAX_LIST_ITEMS);
      return;
    }
    for (const item of value) checkValue(item, nullable.ofType, name, path, errors);
    return;
  }
  if (isInputObjectType(nullable)) {
    const object = value as Record<string, unknown>;
    for (const field of Object.values(nullable.getFields()))
      checkValue(object[field.name], field.type, field.name, path ? `${path}.${field.name}` : field.name, errors);
    return;
  }
  if (typeof value === 'string') {
    const problem = textProblem(value, name, textLimitFor(name));
    if (problem) errors[key] ??= problem;
  }
}
