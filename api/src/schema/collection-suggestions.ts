import { builder } from '../graphql/builder.js';
import { databaseId } from '../domain/global-id.js';
import { NO_SUGGESTIONS, pickSuggestions, suggestionCount, SUGGESTIONS_DEFAULT, SUGGESTIONS_MAX, type SuggestionPicks } from './collection-suggestion-picks.js';

/** Rows back in the order they were picked. */
function inPickOrder<T extends { id: string }>(rows: T[], picked: string[]): T[] {
  const position = new Map(picked.map((id, i) => [id, i]));
  return rows.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
}

const CollectionSuggestions = builder.objectRef<SuggestionPicks>('CollectionSuggestions').implement({
  description: "Collections to suggest on a collection's page ('You May Also Like').",
  fields: (t) => ({
    basedOnFavourites: t.exposeBoolean('basedOnFavourites', {
      description: "True when at least one pick comes from the brands and categories of the viewer's favourites; always false signed out.",
    }),
    collections: t.prismaField({
      type: ['Catalogue'],
      description: "Random picks: from the viewer's favourites first, then from the collection's own category. Never the collection itself, never one the viewer saved.",
      resolve: async (query, picks, _a, ctx) =>
        picks.collectionIds.length ? inPickOrder(await ctx.prisma.catalogue.findMany({ ...query, where: { id: { in: picks.collectionIds } } }), picks.collectionIds) : [],
    }),
  }),
});

builder.queryFields((t) => ({
  collectionSuggestions: t.field({
    type: CollectionSuggestions,
    description: `Suggestions for a collection's page. \`first\` (default ${SUGGESTIONS_DEFAULT}, at most ${SUGGESTIONS_MAX}) limits the picks; an unknown collection gets none.`,
    args: {
      collectionId: t.arg.id({ required: true, description: 'The collection on the page (global id or row id).' }),
      first: t.arg.int({ required: false, defaultValue: SUGGESTIONS_DEFAULT }),
    },
    resolve: (_p, args, ctx) => {
      const collectionId = databaseId(String(args.collectionId), 'Collection');
      if (!collectionId) return NO_SUGGESTIONS;
      return pickSuggestions(ctx.prisma, { collectionId, viewerId: ctx.viewer?.id ?? null, count: suggestionCount(args.first) });
    },
  }),
}));
