import { describe, expect, it } from 'vitest';
import {
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  getVariableValues,
  parse,
  type OperationDefinitionNode,
} from 'graphql';
import { externalVariables } from './external-variables.js';

// An enum whose internal values are not its names, in an input with a default.
const Direction = new GraphQLEnumType({
  name: 'Direction',
  values: { ASC: { value: 'asc' }, DESC: { value: 'desc' } },
});
const Sort = new GraphQLInputObjectType({
  name: 'Sort',
  fields: { field: { type: new GraphQLNonNull(GraphQLString) }, direction: { type: Direction, defaultValue: 'desc' } },
});
const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      leads: {
        type: GraphQLInt,
        args: { orderBy: { type: new GraphQLList(new GraphQLNonNull(Sort)) }, first: { type: GraphQLInt } },
      },
    },
  }),
});
const operation = parse(
  'query ($orderBy: [Sort!], $first: Int, $unused: Int) { leads(orderBy: $orderBy, first: $first) }',
).definitions[0] as OperationDefinitionNode;

describe('externalVariables', () => {
  it("writes graphql-js's coercion back as a caller would send it, input field defaults included", () => {
    const { coerced } = getVariableValues(schema, operation.variableDefinitions!, {
      orderBy: { field: 'status' },
      first: 5,
    }) as { coerced: Record<string, unknown> };
    expect(coerced.orderBy).toEqual([{ field: 'status', direction: 'desc' }]);
    expect(externalVariables(schema, operation.variableDefinitions!, coerced)).toEqual({
      orderBy: [{ field: 'status', direction: 'DESC' }],
      first: 5,
    });
  });

  it('keeps nulls and leaves out variables that were not given', () => {
    expect(externalVariables(schema, operation.variableDefinitions!, { orderBy: null })).toEqual({ orderBy: null });
  });
});
