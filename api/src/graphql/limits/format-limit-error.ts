import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { isQueryLimitCode, QueryLimitError } from './limit-error.js';
import { LIMIT_MESSAGES } from './messages.js';
import { QUERY_LIMITS } from './budgets.js';

/** graphql's parser aborts with this (16.x spells it "more that") when a document has more tokens than parseOptions.maxTokens. */
const TOKEN_LIMIT = /Document contains more tha[nt] \d+ tokens/;

/**
 * The answer for a refused document, or null when the error is not a limit's. Apollo wraps
 * validation errors with its own GRAPHQL_VALIDATION_FAILED code; the limit's code is put back.
 */
export function formatLimitError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError | null {
  const original = error instanceof GraphQLError ? error.originalError : undefined;
  const limitError = error instanceof QueryLimitError ? error : original instanceof QueryLimitError ? original : null;
  if (limitError) {
    const { code, limit, found } = limitError.extensions;
    return { message: limitError.message, extensions: { code, limit, ...(found !== undefined ? { found } : {}) } };
  }
  if (isQueryLimitCode(formatted.extensions?.code)) return formatted;
  if (formatted.extensions?.code === 'GRAPHQL_PARSE_FAILED' && TOKEN_LIMIT.test(formatted.message)) {
    return {
      message: LIMIT_MESSAGES.tooManyTokens(QUERY_LIMITS.maxTokens),
      extensions: { code: 'TOO_MANY_TOKENS', limit: QUERY_LIMITS.maxTokens },
    };
  }
  return null;
}

/** With suggestions masked, "... on type "Brand". Did you mean "name"?" is left with a stray "?". */
export const withoutMaskedSuggestion = (message: string) => message.replace(/\.\s+\?$/, '.');
