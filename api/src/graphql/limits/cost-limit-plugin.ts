import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphQLSchema } from 'graphql';
import type { Context } from '../context.js';
import { costOf } from './query-cost.js';
import { PAGE_SIZES, PUBLIC_COST_BUDGET, TOKEN_COST_BUDGET } from './budgets.js';
import { QueryLimitError } from './limit-error.js';
import { LIMIT_MESSAGES } from './messages.js';
import { trustedDocumentIdOf } from '../persisted/trusted-document.js';

/** Whether the caller came with a bearer token: a signed-in user or a machine client. */
export const hasToken = (context: Pick<Context, 'viewer' | 'integrator'>) => !!(context.viewer || context.integrator);

/** The cost budget of a caller. */
export const costBudgetFor = (context: Pick<Context, 'viewer' | 'integrator'>) =>
  hasToken(context) ? TOKEN_COST_BUDGET : PUBLIC_COST_BUDGET;

/**
 * Refuses a document whose cost is over the caller's budget, after validation and before anything
 * runs. It runs for every request (validated documents are cached, so this cannot be a validation
 * rule) with the request's own variables, so `first: $count` counts what was asked for.
 */
export function costLimitPlugin(schema: GraphQLSchema): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, request, contextValue, operationName }) {
          const cost = costOf(document, schema, PAGE_SIZES, { variables: request.variables, operationName });
          // The web app's own documents get the token budget: they are ours, but the caller still
          // chooses the variables, so they are not unbounded.
          const budget = trustedDocumentIdOf(request) ? TOKEN_COST_BUDGET : costBudgetFor(contextValue);
          if (cost <= budget) return;
          throw new QueryLimitError(
            'QUERY_TOO_COSTLY',
            LIMIT_MESSAGES.tooCostly(cost, budget, hasToken(contextValue), TOKEN_COST_BUDGET),
            { limit: budget, found: cost },
          );
        },
      };
    },
  };
}
