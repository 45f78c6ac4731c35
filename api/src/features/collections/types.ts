import { builder } from '../../graphql/builder.js';
import { PUBLIC_NODE } from '../../graphql/kit/node-visibility.js';
import { type SuggestionPicks } from './data.js';
import { inIdOrder } from '../../graphql/kit/list.js';
import { ResponsiveImageRef, responsiveImageOf } from '../media/types.js';

builder.prismaObject('CatalogueImage', {
  select: { id: true },
  fields: (t) => ({
    id: t.exposeID('id', { description: "The image's row id (what the gallery mutations take)." }),
    imageUrl: t.exposeString('imageUrl'),
    picture: t.field({
      type: ResponsiveImageRef,
      select: { imageUrl: true },
      description: 'The image with its variants when it was uploaded, and whether it is still being processed.',
      resolve: (image, _args, ctx) => responsiveImageOf(ctx, image.imageUrl),
    }),
    altText: t.exposeString('altText', { nullable: true }),
    displayOrder: t.exposeInt('displayOrder'),
  }),
});

/**
 * A brand's collection; stored as a catalogue. Its card's columns (title, image) come with every
 * collection query and their fields read the row as it is (PreselectedColumnsPlugin): a field with
 * its own `select` is resolved through the prisma plugin's per-row plan lookup, which on a directory
 * page (50 brands, 3 collections each) cost more CPU than reading two short columns everywhere.
 */
builder.prismaNode('Catalogue', {
  name: 'Collection',
  id: { field: 'id' },
  select: { id: true, title: true, image: true },
  // Every collection is public (collections, collection(id)).
  extensions: PUBLIC_NODE,
  fields: (t) => ({
    databaseId: t.exposeString('id'),
    title: t.exposeString('title'),
    description: t.exposeString('description', { nullable: true }),
    image: t.exposeString('image', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    brand: t.relation('brand'),
    images: t.relation('images', { query: { orderBy: { displayOrder: 'asc' } } }),
    primaryImage: t.field({
      type: ResponsiveImageRef,
      nullable: true,
      description:
        "The card's cover (the collection's image, else its first gallery image) with its AVIF and webp variants when it was uploaded; null without images.",
      select: { image: true, images: { orderBy: { displayOrder: 'asc' }, take: 1, select: { imageUrl: true } } },
      resolve: (collection, _args, ctx) => {
        const url = collection.image ?? collection.images[0]?.imageUrl;
        return url ? responsiveImageOf(ctx, url) : null;
      },
    }),
    products: t.relatedConnection('products', {
      cursor: 'id',
      query: { orderBy: [{ createdAt: 'desc' }, { id: 'asc' }] },
      totalCount: true,
    }),
  }),
});

export const CollectionFilter = builder.inputType('CollectionFilter', {
  fields: (t) => ({
    search: t.string({
      required: false,
      description: 'Case-insensitive text over the title, description and brand name.',
    }),
    category: t.string({
      required: false,
      description: "The brand's category: a slug ('ready-to-wear') or label ('Ready to Wear').",
    }),
    brandId: t.id({ required: false, description: 'Only this brand (global id or row id).' }),
  }),
});

export const CollectionSuggestions = builder.objectRef<SuggestionPicks>('CollectionSuggestions').implement({
  description: "Collections to suggest on a collection's page ('You May Also Like').",
  fields: (t) => ({
    basedOnFavourites: t.exposeBoolean('basedOnFavourites', {
      description:
        "True when at least one pick comes from the brands and categories of the viewer's favourites; always false signed out.",
    }),
    collections: t.prismaField({
      type: ['Catalogue'],
      description:
        "Random picks: from the viewer's favourites first, then from the collection's own category. Never the collection itself, never one the viewer saved.",
      resolve: async (query, picks, _a, ctx) =>
        picks.collectionIds.length
          ? inIdOrder(
              await ctx.prisma.catalogue.findMany({ ...query, where: { id: { in: picks.collectionIds } } }),
              picks.collectionIds,
            )
          : [],
    }),
  }),
});
