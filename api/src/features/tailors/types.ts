import { builder } from '../../graphql/builder.js';
import { PUBLIC_NODE } from '../../graphql/kit/node-visibility.js';
import { toNumber } from '../../domain/decimal.js';

builder.prismaNode('TailorProfile', {
  name: 'Tailor',
  id: { field: 'id' },
  select: { id: true },
  // Every tailor profile is public (tailors, tailor(id)).
  extensions: PUBLIC_NODE,
  fields: (t) => ({
    databaseId: t.exposeString('id'),
    title: t.exposeString('title'),
    image: t.exposeString('image', { nullable: true }),
    description: t.exposeString('description', { nullable: true }),
    specialties: t.exposeStringList('specialties'),
    priceRange: t.exposeString('priceRange', { nullable: true }),
    consultationFee: t.float({
      nullable: true,
      select: { consultationFee: true },
      resolve: (p) => toNumber(p.consultationFee),
    }),
    leadTime: t.exposeString('leadTime', { nullable: true }),
    brand: t.relation('brand'),
  }),
});

export const TailorFilter = builder.inputType('TailorFilter', {
  fields: (t) => ({
    search: t.string({
      required: false,
      description: 'Case-insensitive text over the title, brand name and description.',
    }),
    category: t.string({ required: false, description: "The brand's category, compared exactly ('Bridal')." }),
    specialty: t.string({
      required: false,
      description:
        'Bridal, Custom Design, Made to Measure or Alterations, matched through their synonyms; any other value is ignored.',
    }),
  }),
});
