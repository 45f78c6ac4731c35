import { builder } from '../../graphql/builder.js';
import { LegalDocumentRef, LegalDocumentTypeEnum } from './types.js';

builder.queryField('legalDocuments', (t) =>
  t.prismaField({
    type: [LegalDocumentRef],
    description:
      'Terms of service and privacy policy versions, the active one first, then newest effective date first.',
    args: {
      type: t.arg({ type: LegalDocumentTypeEnum, required: false }),
      activeOnly: t.arg.boolean({ required: false, defaultValue: true }),
    },
    resolve: (query, _root, args, ctx) =>
      ctx.prisma.legalDocument.findMany({
        ...query,
        where: {
          ...(args.type ? { documentType: args.type } : {}),
          ...(args.activeOnly === false ? {} : { isActive: true }),
        },
        orderBy: [{ isActive: 'desc' }, { effectiveDate: 'desc' }, { version: 'desc' }],
      }),
  }),
);
