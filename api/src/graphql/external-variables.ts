import {
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  typeFromAST,
  type GraphQLInputType,
  type GraphQLSchema,
  type VariableDefinitionNode,
} from 'graphql';

/**
 * Variables as graphql-js coerced them (input fields' defaults filled in), written back in the form a
 * caller sends: enum names and serialised scalars instead of internal values. Another executor can
 * then coerce them again and arrive at graphql-js's values, defaults included.
 */
export function externalVariables(
  schema: GraphQLSchema,
  definitions: readonly VariableDefinitionNode[],
  coerced: Record<string, unknown>,
): Record<string, unknown> {
  const external: Record<string, unknown> = {};
  for (const definition of definitions) {
    const name = definition.variable.name.value;
    if (!(name in coerced)) continue;
    external[name] = toExternal(typeFromAST(schema, definition.type) as GraphQLInputType, coerced[name]);
  }
  return external;
}

function toExternal(type: GraphQLInputType, value: unknown): unknown {
  if (value === null || value === undefined) return value;
  if (isNonNullType(type)) return toExternal(type.ofType, value);
  if (isListType(type))
    return Array.isArray(value) ? value.map((item) => toExternal(type.ofType, item)) : toExternal(type.ofType, value);
  if (isInputObjectType(type)) {
    const fields = type.getFields();
    const object = value as Record<string, unknown>;
    const external: Record<string, unknown> = {};
    for (const name of Object.keys(object)) {
      const field = fields[name];
      external[name] = field ? toExternal(field.type, object[name]) : object[name];
    }
    return external;
  }
  if (isEnumType(type) || isScalarType(type)) return type.serialize(value);
  return value;
}
