import { contactErrors } from './rules.js';
import { normalizeEmail } from '../../domain/email-address.js';
import { databaseId } from '../../domain/global-id.js';
import { contactEnquiryMail, PLATFORM_INBOX } from '../../mail/contact-mails.js';
import { builder } from '../../graphql/builder.js';
import type { Context } from '../../graphql/context.js';
import { requireRow, throwIfInvalid } from '../../graphql/kit/validation.js';

export const CONTACT_SENT = 'Your message has been sent successfully!';

async function findBrand(ctx: Context, id: string | null | undefined) {
  if (!id) return null;
  const brandId = databaseId(id, 'Brand');
  return requireRow(
    brandId
      ? await ctx.prisma.brand.findUnique({
          where: { id: brandId },
          select: { id: true, name: true, contactEmail: true },
        })
      : null,
    'Brand not found',
  );
}

/** Mails the brand (or the platform inbox); a failed delivery is logged, never lost: the enquiry is stored. */
async function notify(
  ctx: Context,
  enquiry: { id: string; name: string; email: string; subject: string; message: string },
  brand: { name: string; contactEmail: string | null } | null,
): Promise<boolean> {
  try {
    await ctx.mailer.send(
      contactEnquiryMail(brand?.contactEmail ?? PLATFORM_INBOX, { ...enquiry, brandName: brand?.name ?? null }),
    );
    await ctx.prisma.contactEnquiry.update({ where: { id: enquiry.id }, data: { notificationSent: true } });
    return true;
  } catch (err) {
    ctx.log.error({ err, enquiryId: enquiry.id }, 'contact enquiry notification failed');
    return false;
  }
}

builder.relayMutationField(
  'submitContactEnquiry',
  {
    inputFields: (t) => ({
      name: t.string({ required: true }),
      email: t.string({ required: true }),
      subject: t.string({ required: true }),
      message: t.string({ required: true }),
      brandId: t.id({
        required: false,
        description: 'When the enquiry is about a brand: it becomes a lead of that brand and the brand is mailed.',
      }),
    }),
  },
  {
    description: 'Stores a contact-form message and mails a notification to the brand or the platform inbox.',
    resolve: async (_root, { input }, ctx) => {
      throwIfInvalid(contactErrors(input));
      await ctx.writes.limit('contactEnquiry');
      const brand = await findBrand(ctx, input.brandId == null ? null : String(input.brandId));
      const fields = {
        name: input.name.trim(),
        email: normalizeEmail(input.email),
        subject: input.subject.trim(),
        message: input.message.trim(),
      };
      const enquiry = await ctx.prisma.$transaction(async (tx) => {
        const created = await tx.contactEnquiry.create({ data: { ...fields, brandId: brand?.id ?? null } });
        if (brand) {
          await tx.lead.create({
            data: {
              brandId: brand.id,
              customerName: fields.name,
              customerEmail: fields.email,
              source: 'website',
              leadType: 'contact',
              notes: `${fields.subject}\n\n${fields.message}`,
              enquiryId: created.id,
            },
          });
        }
        return created;
      });
      return { enquiryId: enquiry.id, notificationSent: await notify(ctx, enquiry, brand) };
    },
  },
  {
    outputFields: (t) => ({
      message: t.string({ resolve: () => CONTACT_SENT }),
      enquiryId: t.id({ resolve: (p) => p.enquiryId }),
      notificationSent: t.boolean({ resolve: (p) => p.notificationSent }),
    }),
  },
);
