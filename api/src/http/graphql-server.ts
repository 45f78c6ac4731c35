import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { unwrapResolverError } from '@apollo/server/errors';
import type { GraphQLFormattedError } from 'graphql';
import { schema } from '../graphql/schema.js';
import type { Context } from '../graphql/context.js';
import { EXPOSED_CODES, GENERIC_ERROR_MESSAGE } from '../errors.js';

/**
 * Apollo Server over the Pothos schema. CSRF prevention stays on (Apollo's default); the landing
 * page is off because it loads from a CDN (GraphiQL is served at /graphiql instead).
 */
export function createGraphQLServer(opts: { introspection?: boolean; stackTraces?: boolean } = {}) {
  return new ApolloServer<Context>({
    schema,
    introspection: opts.introspection ?? true,
    csrfPrevention: true,
    // Set from our own configuration rather than Apollo's reading of NODE_ENV.
    includeStacktraceInErrorResponses: opts.stackTraces ?? false,
    plugins: [ApolloServerPluginLandingPageDisabled()],
    formatError: (formatted: GraphQLFormattedError, error: unknown) => {
      const code = formatted.extensions?.code as string | undefined;
      if (code && EXPOSED_CODES.has(code)) return formatted;
      const original = unwrapResolverError(error);
      // Pothos connection-argument and validation errors are the caller's fault; say so.
      if (original instanceof Error && original.name.startsWith('Pothos') && original.name.includes('Validation')) {
        return { ...formatted, message: original.message, extensions: { code: 'BAD_USER_INPUT' } };
      }
      console.error('[graphql] unexpected error', { path: formatted.path, error: original });
      return {
        message: GENERIC_ERROR_MESSAGE,
        path: formatted.path,
        locations: formatted.locations,
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      };
    },
  });
}
