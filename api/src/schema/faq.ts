import { FaqCategory, FaqPageLocation } from '../generated/prisma/client.js';
import { builder } from '../graphql/builder.js';
import { ForbiddenError } from '../errors.js';

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

builder.queryField('faqs', (t) =>
  t.prismaField({
    type: [FaqRef],
    description: 'FAQ entries in display order; only active ones unless a super admin asks for all.',
    args: { includeInactive: t.arg.boolean({ required: false, defaultValue: false }) },
    resolve: (query, _root, args, ctx) => {
      if (args.includeInactive && ctx.viewer?.role !== 'super_admin') throw new ForbiddenError('Only super admins can see inactive FAQs.');
      return ctx.prisma.faq.findMany({ ...query, where: args.includeInactive ? {} : { isActive: true }, orderBy: [{ displayOrder: 'asc' }, { createdAt: 'asc' }] });
    },
  }),
);
