import { FaqCategory, FaqPageLocation } from '../../generated/prisma/client.js';
import { builder } from '../../graphql/builder.js';
import { faqAnswerHtml } from './rules.js';

export const FaqCategoryEnum = builder.enumType(FaqCategory, { name: 'FaqCategory' });
export const FaqPageLocationEnum = builder.enumType(FaqPageLocation, { name: 'FaqPageLocation' });

export const FaqRef = builder.prismaObject('Faq', {
  fields: (t) => ({
    id: t.exposeID('id'),
    question: t.exposeString('question'),
    answer: t.string({
      description: 'Rich text as safe HTML: paragraphs, emphasis, lists and http(s)/mailto/tel links only.',
      // Stored answers are sanitised when written; older rows are made safe here as well.
      resolve: (faq) => faqAnswerHtml(faq.answer),
    }),
    category: t.expose('category', { type: FaqCategoryEnum }),
    pageLocation: t.expose('pageLocation', {
      type: FaqPageLocationEnum,
      description: "Where the entry shows: its page, or every FAQ list ('all').",
    }),
    displayOrder: t.exposeInt('displayOrder'),
    isActive: t.exposeBoolean('isActive'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

export const StudioFaqFilter = builder.inputType('StudioFaqFilter', {
  fields: (t) => ({
    search: t.string({ required: false, description: 'Words in the question or the answer.' }),
    category: t.field({ type: FaqCategoryEnum, required: false }),
    pageLocation: t.field({ type: FaqPageLocationEnum, required: false, description: 'Entries placed there exactly.' }),
    includeInactive: t.boolean({ required: false, defaultValue: false }),
  }),
});
