import { builder } from '../../graphql/builder.js';

builder.prismaObject('ReviewReply', {
  select: { id: true },
  fields: (t) => ({
    id: t.exposeID('id'),
    adminName: t.exposeString('adminName'),
    replyText: t.exposeString('replyText'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    edited: t.boolean({
      select: { createdAt: true, updatedAt: true },
      description: 'True when the reply was changed after it was written.',
      resolve: (r) => r.updatedAt.getTime() !== r.createdAt.getTime(),
    }),
  }),
});

export const ReviewRef = builder.prismaNode('Review', {
  id: { field: 'id' },
  select: { id: true },
  fields: (t) => ({
    databaseId: t.exposeString('id'),
    author: t.exposeString('author'),
    comment: t.exposeString('comment'),
    rating: t.exposeInt('rating'),
    date: t.expose('date', { type: 'Date' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    brand: t.relation('brand'),
    replies: t.relation('replies', { query: { orderBy: { createdAt: 'asc' } } }),
  }),
});
