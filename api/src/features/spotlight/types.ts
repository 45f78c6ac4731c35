import { builder } from '../../graphql/builder.js';

builder.prismaObject('SpotlightProduct', {
  select: { id: true },
  fields: (t) => ({
    name: t.exposeString('name'),
    image: t.exposeString('image', { nullable: true }),
    collection: t.exposeString('collection', { nullable: true }),
    displayOrder: t.exposeInt('displayOrder'),
    product: t.relation('product', { nullable: true }),
  }),
});

builder.prismaNode('Spotlight', {
  id: { field: 'id' },
  select: { id: true },
  fields: (t) => ({
    title: t.exposeString('title'),
    subtitle: t.exposeString('subtitle', { nullable: true }),
    brandName: t.exposeString('brandName'),
    brandDescription: t.exposeString('brandDescription', { nullable: true }),
    brandQuote: t.exposeString('brandQuote', { nullable: true }),
    brandQuoteAuthor: t.exposeString('brandQuoteAuthor', { nullable: true }),
    brandLink: t.exposeString('brandLink', { nullable: true }),
    mainImage: t.exposeString('mainImage', { nullable: true }),
    videoUrl: t.exposeString('videoUrl', { nullable: true }),
    videoThumbnail: t.exposeString('videoThumbnail', { nullable: true }),
    featuredProducts: t.relation('featuredProducts', { query: { orderBy: [{ displayOrder: 'asc' }, { id: 'asc' }] } }),
  }),
});
