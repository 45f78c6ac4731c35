import { GraphQLError } from 'graphql';

/**
 * The one convention for bad input: a GraphQL error with code BAD_USER_INPUT, the first message as
 * the error message, and every failing field's message (the spec's wording) under `fieldErrors`.
 */
export class ValidationError extends GraphQLError {
  constructor(
    public readonly fieldErrors: Record<string, string>,
    options: { httpStatus?: number } = {},
  ) {
    const first = Object.values(fieldErrors)[0] ?? 'Invalid input';
    super(first, {
      extensions: {
        code: 'BAD_USER_INPUT',
        fieldErrors,
        ...(options.httpStatus ? { http: { status: options.httpStatus } } : {}),
      },
    });
  }
}

export class NotFoundError extends GraphQLError {
  constructor(message: string) {
    super(message, { extensions: { code: 'NOT_FOUND' } });
  }
}

export class ForbiddenError extends GraphQLError {
  constructor(message = 'You do not have permission to do that.') {
    super(message, { extensions: { code: 'FORBIDDEN' } });
  }
}

/** Signed out (or the access token is no longer valid) where a signed-in user is needed. */
export class UnauthenticatedError extends GraphQLError {
  constructor(message = 'You need to be signed in to do that.', options: { httpStatus?: number } = {}) {
    super(message, {
      extensions: { code: 'UNAUTHENTICATED', ...(options.httpStatus ? { http: { status: options.httpStatus } } : {}) },
    });
  }
}

/** Error codes whose messages are meant for users; anything else is masked. */
export const EXPOSED_CODES = new Set([
  'BAD_USER_INPUT',
  'NOT_FOUND',
  'FORBIDDEN',
  'UNAUTHENTICATED',
  'GRAPHQL_VALIDATION_FAILED',
  'GRAPHQL_PARSE_FAILED',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'OPERATION_RESOLUTION_FAILURE',
  'RATE_LIMITED',
]);

export const GENERIC_ERROR_MESSAGE = "We're sorry, but something unexpected happened. Please try again.";
