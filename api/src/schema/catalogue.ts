import { builder } from '../graphql/builder.js';
import { databaseId } from '../domain/global-id.js';

builder.prismaObject('CatalogueImage', {
  select: { id: true },
  fields: (t) => ({
    imageUrl: t.exposeString('imageUrl'),
    altText: t.exposeString('altText', { nullable: true }),
    displayOrder: t.exposeInt('displayOrder'),
  }),
});

/** A brand's collection; stored as a catalogue. */
builder.prismaNode('Catalogue', {
  name: 'Collection',
  id: { field: 'id' },
  select: { id: true },
  fields: (t) => ({
    databaseId: t.exposeString('id'),
    title: t.exposeString('title'),
    description: t.exposeString('description', { nullable: true }),
    image: t.exposeString('image', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    brand: t.relation('brand'),
    images: t.relation('images', { query: { orderBy: { displayOrder: 'asc' } } }),
    products: t.relatedConnection('products', { cursor: 'id', query: { orderBy: [{ createdAt: 'desc' }, { id: 'asc' }] }, totalCount: true }),
  }),
});

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
