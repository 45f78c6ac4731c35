import { applicationCategory, applicationErrors } from './rules.js';
import { normalizeEmail } from '../../domain/email-address.js';
import { builder } from '../../graphql/builder.js';
import { throwIfInvalid } from '../../graphql/kit/validation.js';

const optional = (value: string | null | undefined) => value?.trim() || null;

builder.relayMutationField(
  'submitDesignerApplication',
  {
    inputFields: (t) => ({
      brandName: t.string({ required: true }),
      designerName: t.string({ required: true }),
      email: t.string({ required: true }),
      phone: t.string({ required: false }),
      website: t.string({ required: false }),
      instagram: t.string({ required: false }),
      location: t.string({ required: true }),
      category: t.string({
        required: true,
        description: 'Bridal, Ready to Wear, Accessories, Vacation, Couture or Other.',
      }),
      description: t.string({ required: true }),
      yearFounded: t.int({ required: false }),
    }),
  },
  {
    description: 'Stores a designer application for review; joining is free.',
    resolve: async (_root, { input }, ctx) => {
      throwIfInvalid(applicationErrors(input, new Date().getUTCFullYear()));
      const application = await ctx.prisma.designerApplication.create({
        data: {
          brandName: input.brandName.trim(),
          designerName: input.designerName.trim(),
          email: normalizeEmail(input.email),
          phone: optional(input.phone),
          website: optional(input.website),
          instagram: optional(input.instagram),
          location: input.location.trim(),
          category: applicationCategory(input.category)!,
          description: input.description.trim(),
          yearFounded: input.yearFounded ?? null,
        },
        select: { id: true },
      });
      return { applicationId: application.id };
    },
  },
  { outputFields: (t) => ({ applicationId: t.id({ resolve: (p) => p.applicationId }) }) },
);
