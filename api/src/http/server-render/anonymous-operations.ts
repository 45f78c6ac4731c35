import type { ApolloServer } from '@apollo/server';
import type { Request } from 'express';
import { OperationTypeNode } from 'graphql';
import type { Context } from '../../graphql/context.js';
import type { ContextFactory } from '../context.js';
import type { PersistedDocuments } from '../persisted-queries/persisted-documents.js';
import type { OperationAnswer, RenderOperation } from './server-bundle.js';

/**
 * The request as an anonymous visitor would send it: the server render never acts for a
 * signed-in user (it cannot know the browser's session), so any Authorization header is dropped.
 */
function anonymous(req: Request): Request {
  const headers = { ...req.headers };
  delete headers.authorization;
  return Object.create(req, {
    headers: { value: headers },
    get: { value: (name: string) => (name.toLowerCase() === 'authorization' ? undefined : req.get(name)) },
    header: { value: (name: string) => (name.toLowerCase() === 'authorization' ? undefined : req.get(name)) },
  }) as Request;
}

/**
 * Runs the web app's persisted queries in this process, through the same schema, limits and
 * per-request context as /graphql, as an anonymous caller. Only queries the app persisted run.
 */
export function anonymousOperations(
  server: ApolloServer<Context>,
  context: ContextFactory,
  documents: PersistedDocuments,
) {
  return (req: Request) => {
    const caller = anonymous(req);
    let contextValue: Promise<Context> | null = null;
    return async ({ id, operationName, variables }: RenderOperation): Promise<OperationAnswer> => {
      const document = documents.find(id);
      if (!document || document.outline.kind !== OperationTypeNode.QUERY)
        throw new Error(`The server render asked for ${operationName}, which is not a persisted query.`);
      contextValue ??= context(caller);
      const response = await server.executeOperation(
        { query: document.text, variables, operationName },
        { contextValue: await contextValue },
      );
      if (response.body.kind !== 'single') throw new Error('Incremental delivery is not used by the server render');
      const { data, errors } = response.body.singleResult;
      return { data, errors: errors as OperationAnswer['errors'] };
    };
  };
}
