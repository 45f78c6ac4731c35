import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphQLSchema, ParseOptions, ValidationRule } from 'graphql';
import type { Context } from '../context.js';
import { armorProtection } from './armor.js';
import { costLimitPlugin } from './cost-limit-plugin.js';
import { QUERY_LIMITS } from './budgets.js';

export { costOf, type CostOptions, type PageSizes } from './query-cost.js';
export { PAGE_SIZES, PUBLIC_COST_BUDGET, QUERY_LIMITS, TOKEN_COST_BUDGET } from './budgets.js';
export { costBudgetFor, hasToken } from './cost-limit-plugin.js';
export { formatLimitError, withoutMaskedSuggestion } from './format-limit-error.js';
export { QUERY_LIMIT_CODES, QueryLimitError, isQueryLimitCode, type QueryLimitCode } from './limit-error.js';

export interface QueryLimits {
  plugins: ApolloServerPlugin<Context>[];
  validationRules: ValidationRule[];
  parseOptions: ParseOptions;
}

/**
 * Everything /graphql needs to refuse an oversized document before it runs: Apollo plugins,
 * validation rules and parser options. Field suggestions are hidden when hideSuggestions is set.
 */
export function queryLimits(schema: GraphQLSchema, { hideSuggestions }: { hideSuggestions: boolean }): QueryLimits {
  const armor = armorProtection({ hideSuggestions });
  return {
    plugins: [...(armor.plugins as ApolloServerPlugin<Context>[]), costLimitPlugin(schema)],
    validationRules: armor.validationRules,
    parseOptions: { maxTokens: QUERY_LIMITS.maxTokens },
  };
}
