import { LegalDocumentType } from '../../generated/prisma/client.js';
import { safeDocumentHtml } from '../../domain/safe-html.js';
import { builder } from '../../graphql/builder.js';

export const LegalDocumentTypeEnum = builder.enumType(LegalDocumentType, { name: 'LegalDocumentType' });

export const LegalDocumentRef = builder.prismaObject('LegalDocument', {
  fields: (t) => ({
    id: t.exposeID('id'),
    documentType: t.expose('documentType', { type: LegalDocumentTypeEnum }),
    title: t.exposeString('title'),
    version: t.exposeString('version'),
    effectiveDate: t.expose('effectiveDate', { type: 'Date' }),
    content: t.string({
      select: { content: true },
      description: 'HTML, sanitised on the server: safe to render as is.',
      resolve: (d) => safeDocumentHtml(d.content),
    }),
    isActive: t.exposeBoolean('isActive'),
  }),
});
