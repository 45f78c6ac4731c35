import { builder } from '../../graphql/builder.js';
import { requirePolicy } from '../../graphql/kit/policy.js';
import { legalPolicies } from './access.js';
import { LegalDocumentRef, LegalDocumentTypeEnum } from './types.js';
import { isUuid } from '../../domain/global-id.js';

builder.queryField('legalDocuments', (t) =>
  t.prismaField({
    type: [LegalDocumentRef],
    description:
      'Terms of service and privacy policy versions, the active one first, then newest effective date first. ' +
      'activeOnly: false (every version) is for super admins.',
    args: {
      type: t.arg({ type: LegalDocumentTypeEnum, required: false }),
      activeOnly: t.arg.boolean({ required: false, defaultValue: true }),
    },
    resolve: (query, _root, args, ctx) => {
      const activeOnly = args.activeOnly !== false;
      if (!activeOnly) requirePolicy(ctx, legalPolicies.seeInactive, legalPolicies.seeInactiveRefused);
      return ctx.prisma.legalDocument.findMany({
        ...query,
        where: {
          ...(args.type ? { documentType: args.type } : {}),
          ...(activeOnly ? { isActive: true } : {}),
        },
        orderBy: [{ isActive: 'desc' }, { effectiveDate: 'desc' }, { version: 'desc' }],
      });
    },
  }),
);

builder.queryField('legalDocument', (t) =>
  t.prismaField({
    type: LegalDocumentRef,
    nullable: true,
    description: 'One version of a legal document, active or not (super admins); null when there is none.',
    args: { id: t.arg.id({ required: true }) },
    authScopes: legalPolicies.manage,
    unauthorizedError: legalPolicies.refused,
    resolve: (query, _root, { id }, ctx) =>
      isUuid(String(id)) ? ctx.prisma.legalDocument.findUnique({ ...query, where: { id: String(id) } }) : null,
  }),
);
