import { builder } from '../../graphql/builder.js';
import { requirePolicy } from '../../graphql/kit/policy.js';
import { faqPolicies } from './access.js';
import { FAQ_ORDER, studioFaqWhere, type StudioFaqFilterInput } from './data.js';
import { pageLocationsShownOn, type FaqPageLocationName } from './rules.js';
import { FaqPageLocationEnum, FaqRef, StudioFaqFilter } from './types.js';

builder.queryField('faqs', (t) =>
  t.prismaField({
    type: [FaqRef],
    description:
      "FAQ entries in display order; only active ones unless a super admin asks for all. With pageLocation, the entries for that page and those placed on 'all'.",
    args: {
      includeInactive: t.arg.boolean({ required: false, defaultValue: false }),
      pageLocation: t.arg({ type: FaqPageLocationEnum, required: false }),
    },
    resolve: (query, _root, args, ctx) => {
      if (args.includeInactive) requirePolicy(ctx, faqPolicies.seeInactive, faqPolicies.seeInactiveRefused);
      const location = args.pageLocation as FaqPageLocationName | null | undefined;
      return ctx.prisma.faq.findMany({
        ...query,
        where: {
          ...(args.includeInactive ? {} : { isActive: true }),
          ...(location ? { pageLocation: { in: pageLocationsShownOn(location) } } : {}),
        },
        orderBy: FAQ_ORDER,
      });
    },
  }),
);

builder.queryField('studioFaqs', (t) =>
  t.prismaConnection(
    {
      type: FaqRef,
      cursor: 'id',
      description: 'The studio FAQ list (super admins): filtered, in display order, 50 at a time unless `first` says.',
      defaultSize: 50,
      args: { filter: t.arg({ type: StudioFaqFilter, required: false }) },
      authScopes: faqPolicies.manage,
      unauthorizedError: faqPolicies.refused,
      resolve: (query, _root, args, ctx) =>
        ctx.prisma.faq.findMany({
          ...query,
          where: studioFaqWhere(args.filter as StudioFaqFilterInput | null),
          orderBy: FAQ_ORDER,
        }),
      totalCount: (_root, args, ctx) =>
        ctx.prisma.faq.count({ where: studioFaqWhere(args.filter as StudioFaqFilterInput | null) }),
    },
    {},
  ),
);
