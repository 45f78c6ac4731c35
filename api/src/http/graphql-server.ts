import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { unwrapResolverError } from '@apollo/server/errors';
import type { GraphQLError, GraphQLFormattedError } from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import { schema } from '../assembly/schema.js';
import type { Context } from '../graphql/context.js';
import { formatLimitError, queryLimits, withoutMaskedSuggestion } from '../graphql/limits/index.js';
import { EXPOSED_CODES, GENERIC_ERROR_MESSAGE } from '../errors.js';
import { inputGuardPlugin } from '../graphql/input-guard/plugin.js';
import { compiledExecution } from '../graphql/compiled-execution.js';

/**
 * Apollo Server over the Pothos schema. CSRF prevention stays on (Apollo's default); the landing
 * page is off because it loads from a CDN (GraphiQL is served at /graphiql instead). Documents that
 * are too deep, too long or too costly are refused before they run (graphql/limits); field
 * suggestions ("Did you mean ...") are hidden when hideSuggestions is set (production).
 */
export function createGraphQLServer(
  opts: {
    introspection?: boolean;
    stackTraces?: boolean;
    hideSuggestions?: boolean;
    /** graphql/compiled-execution.ts: runs of a document before its queries are compiled; 'never' to keep graphql-js. */
    compileAfter?: number | 'never';
  } = {},
) {
  const hideSuggestions = opts.hideSuggestions ?? false;
  const limits = queryLimits(schema, { hideSuggestions });
  const compileAfter = opts.compileAfter ?? 'never';
  return new ApolloServer<Context>({
    ...(compileAfter === 'never' ? { schema } : { gateway: compiledExecution(schema, { compileAfter }) }),
    introspection: opts.introspection ?? true,
    csrfPrevention: true,
    stopOnTerminationSignals: false, // main.ts stops the server once requests in flight are done
    // Set from our own configuration rather than Apollo's reading of NODE_ENV.
    includeStacktraceInErrorResponses: opts.stackTraces ?? false,
    // Apollo indents its answers by default; a directory page is 42 % smaller without it.
    stringifyResult: (result) => JSON.stringify(result),
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      // No field carries cache hints (public GETs get their headers from the persisted-query
      // stage), and the default plugin wraps every field: about a fifth of a directory page's time.
      ApolloServerPluginCacheControlDisabled(),
      ...limits.plugins,
      inputGuardPlugin<Context>(),
      unexpectedErrorLog(),
    ],
    validationRules: limits.validationRules,
    parseOptions: limits.parseOptions,
    formatError: (formatted: GraphQLFormattedError, error: unknown) => {
      const refused = formatLimitError(formatted, error);
      if (refused) return refused;
      const code = formatted.extensions?.code as string | undefined;
      if (code && EXPOSED_CODES.has(code))
        return hideSuggestions ? { ...formatted, message: withoutMaskedSuggestion(formatted.message) } : formatted;
      const original = unwrapResolverError(error);
      if (isPothosValidationError(original)) {
        return { ...formatted, message: original.message, extensions: { code: 'BAD_USER_INPUT' } };
      }
      return {
        message: GENERIC_ERROR_MESSAGE,
        path: formatted.path,
        locations: formatted.locations,
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      };
    },
  });
}

/** Pothos connection-argument and validation errors are the caller's fault; they say so. */
function isPothosValidationError(error: unknown): error is Error {
  return error instanceof Error && error.name.startsWith('Pothos') && error.name.includes('Validation');
}

/**
 * The error behind a "Something went wrong" answer (what formatError above hides from the caller),
 * or null for the errors it passes on: refused documents, exposed codes and Pothos validation.
 */
function unexpectedError(error: GraphQLError): unknown {
  const code = error.extensions?.code as string | undefined;
  const formatted = { message: error.message, extensions: { code: code ?? 'INTERNAL_SERVER_ERROR' } };
  if (formatLimitError(formatted, error) || (code && EXPOSED_CODES.has(code))) return null;
  const original = unwrapResolverError(error);
  return isPothosValidationError(original) ? null : original;
}

/**
 * Logs what formatError hides, with the request's logger: formatError has no request at hand, and
 * the line should carry the id of the answer that said "Something went wrong".
 */
function unexpectedErrorLog(): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ contextValue, errors }) {
          for (const error of errors) {
            const original = unexpectedError(error);
            if (original) contextValue.log.error({ err: original, path: error.path }, 'unexpected GraphQL error');
          }
        },
      };
    },
  };
}
