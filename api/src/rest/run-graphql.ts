import type { ApolloServer } from '@apollo/server';
import type { Request } from 'express';
import type { Context } from '../graphql/context.js';
import type { ContextFactory } from '../http/context.js';
import { throwIfRateLimited } from '../http/rate-limits/rate-limited-answer.js';

export interface GraphQLAnswer<T> {
  data: T | null;
  errors: { message: string; extensions?: Record<string, unknown> }[];
}

/** Runs one GraphQL document against the same schema and per-request context the /graphql endpoint uses. */
export async function runGraphQL<T>(
  server: ApolloServer<Context>,
  context: ContextFactory,
  req: Request,
  query: string,
  variables: Record<string, unknown>,
): Promise<GraphQLAnswer<T>> {
  const response = await server.executeOperation({ query, variables }, { contextValue: await context(req) });
  if (response.body.kind !== 'single') throw new Error('Incremental delivery is not used by REST routes');
  const { data, errors } = response.body.singleResult;
  throwIfRateLimited(errors ?? []);
  return { data: (data as T) ?? null, errors: (errors ?? []) as GraphQLAnswer<T>['errors'] };
}

/** `runGraphQL` with the server and context in hand: what a routes function calls for each document. */
export const graphqlRunner =
  (server: ApolloServer<Context>, context: ContextFactory) =>
  <T>(req: Request, query: string, variables: Record<string, unknown> = {}) =>
    runGraphQL<T>(server, context, req, query, variables);
