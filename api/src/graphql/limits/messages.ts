/** What a refused document is told: the limit, and how to stay within it. */
export const LIMIT_MESSAGES = {
  tooDeep: (limit: number, found?: number) =>
    `This query nests fields ${found ?? 'more than ' + limit} levels deep; the limit is ${limit}. Ask for fewer nested fields, or fetch the deeper records with a separate query.`,
  tooManyAliases: (limit: number, found?: number) =>
    `This query uses ${found ?? 'more than ' + limit} aliases; the limit is ${limit}. Use fewer aliased fields, or split the work into several requests.`,
  tooManyDirectives: (limit: number, found?: number) =>
    `This query uses ${found ?? 'more than ' + limit} directives; the limit is ${limit}. Use fewer directives, or split the work into several requests.`,
  tooManyTokens: (limit: number) =>
    `This query is too long: it has more than ${limit} tokens. Send a shorter document, or split it into several requests.`,
  tooCostly: (cost: number, budget: number, signedIn: boolean, tokenBudget: number) =>
    `This query asks for too much at once: its cost is ${cost} and the limit is ${budget}${signedIn ? '' : ' for callers without a token'}. ` +
    'Ask for fewer items with `first` (or `last`), or nest fewer lists and page through them in separate requests.' +
    (signedIn ? '' : ` Signed-in callers may ask for up to ${tokenBudget}.`),
};
