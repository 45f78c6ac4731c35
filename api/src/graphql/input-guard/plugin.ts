import type { ApolloServerPlugin } from '@apollo/server';
import { ValidationError } from '../../errors.js';
import { argumentProblems } from './check-arguments.js';

/**
 * Refuses an operation whose text arguments break their limits before any resolver runs, so no
 * feature writes half of it: a 400 with BAD_USER_INPUT and the field messages, on /graphql and
 * through the REST shim alike.
 */
export function inputGuardPlugin<TContext extends object>(): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ schema, document, operation, request }) {
          if (!operation) return;
          const problems = argumentProblems(schema, document, operation, request.variables);
          if (Object.keys(problems).length) throw new ValidationError(problems, { httpStatus: 400 });
        },
      };
    },
  };
}
