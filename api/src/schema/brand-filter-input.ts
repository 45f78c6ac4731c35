import { builder } from '../graphql/builder.js';

export const BrandFilter = builder.inputType('BrandFilter', {
  fields: (t) => ({
    search: t.string({ required: false, description: 'Case-insensitive text over name, description, category and location.' }),
    category: t.string({ required: false, description: "A category slug ('ready-to-wear') or label ('Ready to Wear')." }),
    location: t.string({ required: false, description: 'A city, as listed by brandLocations.' }),
    occasion: t.string({ required: false, description: 'Wedding, Party, Ready to Wear or Vacation.' }),
    verified: t.boolean({ required: false }),
  }),
});
