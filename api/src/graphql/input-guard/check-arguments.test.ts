import { describe, expect, it } from 'vitest';
import { buildSchema, parse, type OperationDefinitionNode } from 'graphql';
import { argumentProblems } from './check-arguments.js';

const schema = buildSchema(`
  input AddressInput { city: String! lines: [String!] }
  input ProfileInput { name: String! description: String address: AddressInput tags: [ID!] }
  type Profile { name: String! friends(search: String): [Profile!]! }
  type Query { profile(id: ID!): Profile }
  type Mutation { saveProfile(input: ProfileInput!): Profile count(n: Int): Int }
`);

function problems(source: string, variables?: Record<string, unknown>) {
  const document = parse(source);
  const operation = document.definitions.find((d) => d.kind === 'OperationDefinition') as OperationDefinitionNode;
  return argumentProblems(schema, document, operation, variables);
}

describe('argumentProblems', () => {
  it('is empty for good values', () => {
    expect(
      problems('mutation($i: ProfileInput!) { saveProfile(input: $i) { name } }', {
        i: { name: 'Ada', description: 'a\nb' },
      }),
    ).toEqual({});
  });

  it("keys the input argument's fields by their own names, nested ones by their path", () => {
    expect(
      problems('mutation($i: ProfileInput!) { saveProfile(input: $i) { name } }', {
        i: { name: 'A\u0000', address: { city: 'x'.repeat(10_001), lines: ['ok', 'bad\u0007'] } },
      }),
    ).toEqual({
      name: 'Name contains characters that are not allowed',
      'address.city': 'City must be at most 10000 characters long',
      'address.lines': 'Lines contains characters that are not allowed',
    });
  });

  it('checks literals, other arguments, nested fields and fragments', () => {
    expect(problems('{ profile(id: "1\\u0000") { name } }')).toEqual({
      id: 'Id contains characters that are not allowed',
    });
    expect(
      problems(
        'query($s: String) { profile(id: "1") { ...F } } fragment F on Profile { friends(search: $s) { name } }',
        {
          s: 'a\u001b',
        },
      ),
    ).toEqual({ search: 'Search contains characters that are not allowed' });
  });

  it('refuses oversized lists', () => {
    expect(
      problems('mutation($i: ProfileInput!) { saveProfile(input: $i) { name } }', {
        i: { name: 'Ada', tags: Array.from({ length: 1_001 }, (_, n) => String(n)) },
      }),
    ).toEqual({ tags: 'Tags must have at most 1000 items' });
  });

  it("leaves values GraphQL cannot coerce to GraphQL's own error, unless it gives up counting them", () => {
    expect(problems('mutation($n: Int) { count(n: $n) }', { n: 'abc' })).toEqual({});
    expect(
      problems('mutation($i: ProfileInput!) { saveProfile(input: $i) { name } }', {
        i: { name: 'Ada', tags: Array.from({ length: 60 }, () => null) },
      }),
    ).toEqual({ variables: 'Too many of the values given are invalid' });
  });
});
