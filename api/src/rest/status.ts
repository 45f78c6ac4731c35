/** HTTP status for the first GraphQL error's code. */
export function statusForErrors(errors: { extensions?: Record<string, unknown> }[]): number {
  const code = errors[0]?.extensions?.code;
  switch (code) {
    case 'BAD_USER_INPUT':
      return 400;
    case 'UNAUTHENTICATED':
      return 401;
    case 'FORBIDDEN':
      return 403;
    case 'NOT_FOUND':
      return 404;
    default:
      return 500;
  }
}
