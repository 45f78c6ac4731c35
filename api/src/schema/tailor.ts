import { builder } from '../graphql/builder.js';
import { toNumber } from '../domain/decimal.js';

builder.prismaNode('TailorProfile', {
  name: 'Tailor',
  id: { field: 'id' },
  select: { id: true },
  fields: (t) => ({
    databaseId: t.exposeString('id'),
    title: t.exposeString('title'),
    image: t.exposeString('image', { nullable: true }),
    description: t.exposeString('description', { nullable: true }),
    specialties: t.exposeStringList('specialties'),
    priceRange: t.exposeString('priceRange', { nullable: true }),
    consultationFee: t.float({ nullable: true, select: { consultationFee: true }, resolve: (p) => toNumber(p.consultationFee) }),
    leadTime: t.exposeString('leadTime', { nullable: true }),
    brand: t.relation('brand'),
  }),
});
