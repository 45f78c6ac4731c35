import { FaqCategory, FaqPageLocation } from '../../generated/prisma/client.js';
import { builder } from '../../graphql/builder.js';

const FaqCategoryEnum = builder.enumType(FaqCategory, { name: 'FaqCategory' });
const FaqPageLocationEnum = builder.enumType(FaqPageLocation, { name: 'FaqPageLocation' });

export const FaqRef = builder.prismaObject('Faq', {
  fields: (t) => ({
    id: t.exposeID('id'),
    question: t.exposeString('question'),
    answer: t.exposeString('answer'),
    category: t.expose('category', { type: FaqCategoryEnum }),
    pageLocation: t.expose('pageLocation', { type: FaqPageLocationEnum }),
    displayOrder: t.exposeInt('displayOrder'),
    isActive: t.exposeBoolean('isActive'),
  }),
});
