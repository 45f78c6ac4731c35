/** HTTP status for the first GraphQL error's code: the caller's mistakes are 4xx, never 500. */
export function statusForErrors(errors: { extensions?: Record<string, unknown> }[]): number {
  const code = errors[0]?.extensions?.code;
  switch (code) {
    case 'BAD_USER_INPUT':
    case 'BAD_REQUEST':
    case 'GRAPHQL_VALIDATION_FAILED':
    case 'GRAPHQL_PARSE_FAILED':
    case 'QUERY_TOO_DEEP':
    case 'TOO_MANY_ALIASES':
    case 'TOO_MANY_DIRECTIVES':
    case 'TOO_MANY_TOKENS':
    case 'QUERY_TOO_COSTLY':
      return 400;
    case 'UNAUTHENTICATED':
      return 401;
    case 'FORBIDDEN':
      return 403;
    case 'NOT_FOUND':
      return 404;
    case 'RATE_LIMITED':
      return 429;
    default:
      return 500;
  }
}
