import { LegalDocumentType } from '../generated/prisma/client.js';
import { sanitizeLegalHtml } from '../domain/legal-html.js';
import { builder } from '../graphql/builder.js';

export const LegalDocumentTypeEnum = builder.enumType(LegalDocumentType, { name: 'LegalDocumentType' });

export const LegalDocumentRef = builder.prismaObject('LegalDocument', {
  fields: (t) => ({
    id: t.exposeID('id'),
    documentType: t.expose('documentType', { type: LegalDocumentTypeEnum }),
    title: t.exposeString('title'),
    version: t.exposeString('version'),
    effectiveDate: t.expose('effectiveDate', { type: 'Date' }),
    content: t.string({ select: { content: true }, description: 'HTML, sanitised on the server: safe to render as is.', resolve: (d) => sanitizeLegalHtml(d.content) }),
    isActive: t.exposeBoolean('isActive'),
  }),
});

builder.queryField('legalDocuments', (t) =>
  t.prismaField({
    type: [LegalDocumentRef],
    description: 'Terms of service and privacy policy versions, the active one first, then newest effective date first.',
    args: {
      type: t.arg({ type: LegalDocumentTypeEnum, required: false }),
      activeOnly: t.arg.boolean({ required: false, defaultValue: true }),
    },
    resolve: (query, _root, args, ctx) =>
      ctx.prisma.legalDocument.findMany({
        ...query,
        where: { ...(args.type ? { documentType: args.type } : {}), ...(args.activeOnly === false ? {} : { isActive: true }) },
        orderBy: [{ isActive: 'desc' }, { effectiveDate: 'desc' }, { version: 'desc' }],
      }),
  }),
);
