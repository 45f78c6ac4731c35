import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { GraphQLError, ValidationContext } from 'graphql';
import { QueryLimitError, type QueryLimitCode } from './limit-error.js';
import { LIMIT_MESSAGES } from './messages.js';
import { QUERY_LIMITS } from './budgets.js';

type Rejection = (context: ValidationContext | null, error: GraphQLError) => void;

/** graphql-armor says "..., found 17."; the count is worth passing on. */
const foundIn = (message: string) => {
  const match = /found (\d+)/.exec(message);
  return match ? Number(match[1]) : undefined;
};

/** Reports armor's refusal as our own error, with its specific code, instead of armor's generic one. */
const refuseWith =
  (code: QueryLimitCode, limit: number, message: (limit: number, found?: number) => string): Rejection =>
  (context, error) => {
    const found = foundIn(error.message);
    context?.reportError(new QueryLimitError(code, message(limit, found), { limit, ...(found ? { found } : {}) }));
  };

/**
 * graphql-armor's depth, alias and directive limits as validation rules, and its field-suggestion
 * masking where suggestions must not map the schema for strangers. Its token limit and cost limit
 * stay off: Apollo cannot turn an error thrown while parsing into a 400 (graphql's own parser limit
 * does that, see parseOptions), and armor's cost does not multiply by `first` (query-cost.ts does).
 */
export function armorProtection({ hideSuggestions }: { hideSuggestions: boolean }) {
  const armor = new ApolloArmor({
    maxDepth: {
      n: QUERY_LIMITS.maxDepth,
      // Relay documents are mostly fragments; what costs is how deep the fields nest, not the spreads.
      flattenFragments: true,
      propagateOnRejection: false,
      onReject: [refuseWith('QUERY_TOO_DEEP', QUERY_LIMITS.maxDepth, LIMIT_MESSAGES.tooDeep)],
    },
    maxAliases: {
      n: QUERY_LIMITS.maxAliases,
      propagateOnRejection: false,
      onReject: [refuseWith('TOO_MANY_ALIASES', QUERY_LIMITS.maxAliases, LIMIT_MESSAGES.tooManyAliases)],
    },
    maxDirectives: {
      n: QUERY_LIMITS.maxDirectives,
      propagateOnRejection: false,
      onReject: [refuseWith('TOO_MANY_DIRECTIVES', QUERY_LIMITS.maxDirectives, LIMIT_MESSAGES.tooManyDirectives)],
    },
    maxTokens: { enabled: false },
    costLimit: { enabled: false },
    blockFieldSuggestion: { enabled: hideSuggestions, mask: '' },
  });
  const { plugins, validationRules } = armor.protect();
  return { plugins, validationRules };
}
