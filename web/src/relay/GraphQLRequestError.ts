export interface GraphQLErrorEntry {
  message: string;
  path?: ReadonlyArray<string | number>;
  extensions?: Record<string, unknown>;
}

/** A request that came back with GraphQL errors; thrown so error boundaries and fallbacks see it. */
export class GraphQLRequestError extends Error {
  readonly errors: readonly GraphQLErrorEntry[];

  constructor(errors: readonly GraphQLErrorEntry[]) {
    super(errors[0]?.message ?? 'The request failed.');
    this.name = 'GraphQLRequestError';
    this.errors = errors;
  }
}
