import { GraphQLRequestError } from '../../relay/GraphQLRequestError';

/**
 * The words a failure gives the spec's failure rules to read (schema, column, currency, foreign
 * key, permission): the API's message, or nothing for a failure it did not explain.
 */
export function failureText(error: unknown): string {
  if (error instanceof GraphQLRequestError) return error.errors[0]?.message ?? '';
  return error instanceof Error ? error.message : '';
}

/** Whether the API answered that the product is not there (or not the viewer's). */
export function isNotFound(error: unknown): boolean {
  return error instanceof GraphQLRequestError && error.errors.some((entry) => entry.extensions?.code === 'NOT_FOUND');
}
