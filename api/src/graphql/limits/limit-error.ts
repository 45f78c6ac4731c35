import { GraphQLError } from 'graphql';

/** The codes a refused document answers with, one per limit. */
export const QUERY_LIMIT_CODES = [
  'QUERY_TOO_DEEP',
  'TOO_MANY_ALIASES',
  'TOO_MANY_DIRECTIVES',
  'TOO_MANY_TOKENS',
  'QUERY_TOO_COSTLY',
] as const;

export type QueryLimitCode = (typeof QUERY_LIMIT_CODES)[number];

export const isQueryLimitCode = (code: unknown): code is QueryLimitCode =>
  (QUERY_LIMIT_CODES as readonly unknown[]).includes(code);

/**
 * A document refused before it runs because it asks for more than the API answers. A 400: the
 * caller can fix it by asking for less, and the message says how.
 */
export class QueryLimitError extends GraphQLError {
  constructor(code: QueryLimitCode, message: string, details: { limit: number; found?: number }) {
    super(message, { extensions: { code, ...details, http: { status: 400 } } });
    this.name = 'QueryLimitError';
  }
}
