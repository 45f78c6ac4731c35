import { builder } from '../../graphql/builder.js';
import { SearchResults } from './types.js';

/** Hits per kind unless `first` says otherwise; capped like connections. */
const DEFAULT_HITS = 8;
const MAX_HITS = 100;

builder.queryFields((t) => ({
  search: t.field({
    type: SearchResults,
    nullable: true,
    description: `Site-wide search; null for a blank query. \`first\` (default ${DEFAULT_HITS}, at most ${MAX_HITS}) limits each kind.`,
    args: { query: t.arg.string({ required: true }), first: t.arg.int({ required: false }) },
    resolve: (_p, args) => {
      const text = args.query.trim().slice(0, 200);
      if (!text) return null;
      return { text, first: Math.min(Math.max(args.first ?? DEFAULT_HITS, 1), MAX_HITS) };
    },
  }),
}));
