import { builder } from '../../graphql/builder.js';
import { databaseId } from '../../domain/global-id.js';
import { thenById } from '../../graphql/kit/list.js';
import {
  collectionWhere,
  NO_SUGGESTIONS,
  pickSuggestions,
  suggestionCount,
  SUGGESTIONS_DEFAULT,
  SUGGESTIONS_MAX,
} from './data.js';
import { CollectionFilter, CollectionSuggestions } from './types.js';
import { collectionPolicies, collectionsManagedBy } from './access.js';

builder.queryFields((t) => ({
  collection: t.prismaField({
    type: 'Catalogue',
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: (query, _p, args, ctx) => {
      const id = databaseId(String(args.id), 'Collection');
      return id ? ctx.prisma.catalogue.findUnique({ ...query, where: { id } }) : null;
    },
  }),
}));

builder.queryFields((t) => ({
  collections: t.prismaConnection({
    type: 'Catalogue',
    cursor: 'id',
    description: 'Collections, newest first. `first` is capped at 100.',
    args: { filter: t.arg({ type: CollectionFilter, required: false }) },
    resolve: (query, _p, args, ctx) =>
      ctx.prisma.catalogue.findMany({
        ...query,
        where: collectionWhere(args.filter),
        orderBy: thenById({ createdAt: 'desc' }),
      }),
    totalCount: (_p, args, ctx) => ctx.prisma.catalogue.count({ where: collectionWhere(args.filter) }),
  }),
}));

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
      return pickSuggestions(ctx.prisma, {
        collectionId,
        viewerId: ctx.viewer?.id ?? null,
        count: suggestionCount(args.first),
      });
    },
  }),
}));

builder.queryField('managedCollections', (t) =>
  t.prismaConnection(
    {
      type: 'Catalogue',
      cursor: 'id',
      description: "The studio's collections: all for admins, their brands' for a brand_admin; newest first.",
      args: { filter: t.arg({ type: CollectionFilter, required: false }) },
      authScopes: collectionPolicies.manage,
      unauthorizedError: collectionPolicies.refused,
      resolve: (query, _root, args, ctx) =>
        ctx.prisma.catalogue.findMany({
          ...query,
          where: { AND: [collectionsManagedBy(ctx.viewer), collectionWhere(args.filter)] },
          orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
        }),
      totalCount: (_root, args, ctx) =>
        ctx.prisma.catalogue.count({
          where: { AND: [collectionsManagedBy(ctx.viewer), collectionWhere(args.filter)] },
        }),
    },
    {},
  ),
);
