import { builder } from '../../graphql/builder.js';
import { faqPolicies } from './access.js';
import { FaqRef } from './types.js';

builder.queryField('faqs', (t) =>
  t.prismaField({
    type: [FaqRef],
    description: 'FAQ entries in display order; only active ones unless a super admin asks for all.',
    args: { includeInactive: t.arg.boolean({ required: false, defaultValue: false }) },
    resolve: (query, _root, args, ctx) => {
      faqPolicies.assertMaySeeInactive(ctx, args.includeInactive);
      return ctx.prisma.faq.findMany({
        ...query,
        where: args.includeInactive ? {} : { isActive: true },
        orderBy: [{ displayOrder: 'asc' }, { createdAt: 'asc' }],
      });
    },
  }),
);
