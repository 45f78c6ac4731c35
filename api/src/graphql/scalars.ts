import { GraphQLError, Kind } from 'graphql';
import { builder } from './builder.js';
import { GraphQLUpload } from 'graphql-upload-minimal';

function parseDate(value: unknown, what: string): Date {
  if (typeof value !== 'string' && !(value instanceof Date))
    throw new GraphQLError(`${what} must be an ISO 8601 string`);
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) throw new GraphQLError(`${what} must be an ISO 8601 string`);
  return d;
}

builder.scalarType('DateTime', {
  description: 'An instant, as an ISO 8601 string in UTC.',
  serialize: (v) => (v instanceof Date ? v.toISOString() : new Date(v).toISOString()),
  parseValue: (v) => parseDate(v, 'DateTime'),
  parseLiteral: (ast) => parseDate(ast.kind === Kind.STRING ? ast.value : null, 'DateTime'),
});

builder.scalarType('Date', {
  description: 'A calendar date, as YYYY-MM-DD.',
  serialize: (v) => (v instanceof Date ? v.toISOString() : new Date(v).toISOString()).slice(0, 10),
  parseValue: (v) => parseDate(v, 'Date'),
  parseLiteral: (ast) => parseDate(ast.kind === Kind.STRING ? ast.value : null, 'Date'),
});

// A file in a GraphQL multipart request (https://github.com/jaydenseric/graphql-multipart-request-spec).
// Clients send `apollo-require-preflight: true` with such requests: CSRF prevention stays on.
builder.addScalarType('Upload', GraphQLUpload, {});
