import { builder } from '../builder.js';
import type { PageSizes } from './query-cost.js';
import { VARIANT_FORMATS, VARIANT_WIDTHS } from '../../domain/image-variants.js';

/**
 * The limits every document sent to /graphql must keep. Each is well above what the web app sends
 * (web-operations.test.ts runs every one of its documents through them) and far below what it takes
 * to make the server work for seconds.
 */
export const QUERY_LIMITS = {
  /** Nested fields, fragments flattened: the deepest web document nests 7. */
  maxDepth: 12,
  /** Aliased fields in one document: the web app uses at most 4. */
  maxAliases: 15,
  /** Directives in one document (@include, @skip, ...). */
  maxDirectives: 50,
  /** Lexical tokens: the longest web document has 266. */
  maxTokens: 2000,
} as const;

/**
 * The cost (see costOf) a signed-out caller may ask for in one document. The costliest web document
 * a signed-out visitor sends costs 1,602 with every page at 100 (the collections page); the
 * favourites page, sent only when signed in, 2,513 (its three lists of cards with their pictures).
 */
export const PUBLIC_COST_BUDGET = 2_000;
/**
 * The cost a caller with a bearer token (a signed-in user or a machine client) may ask for. Anyone
 * can sign up, so it is a few times the public budget, not unbounded: 100 products each with a page
 * of 20 fits, 100 × 100 does not. The costliest studio document costs 1,202. `npm run bench`
 * measures the heaviest document within it: about 100 ms of event loop on an idle 2-core machine
 * (a document at 10,000 held it for 180 ms, too near the 200 ms ceiling).
 */
export const TOKEN_COST_BUDGET = 5_000;

const prismaOptions = builder.options.prisma;

/** Page sizes as the server applies them: the builder's default and cap, and fields that default differently. */
export const PAGE_SIZES: PageSizes = {
  defaultPage: prismaOptions.defaultConnectionSize ?? 20,
  maxPage: prismaOptions.maxConnectionSize ?? 100,
  // Documented in the fields' descriptions; a default that is larger than the builder's must be here.
  fieldDefaults: { 'Query.brands': 50, 'Query.studioFaqs': 50, 'Query.search': 8 },
  // Search caps each kind's hits at 100, like a connection's page.
  fieldCaps: { 'Query.search': 100 },
  unsizedList: 10,
  // An image lists one (webp) variant per rendered width, and one source per variant format.
  boundedLists: { ImageVariant: VARIANT_WIDTHS.length, ImageSource: VARIANT_FORMATS.length },
};
