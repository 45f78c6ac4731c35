import { builder } from '../../graphql/builder.js';
import { databaseId } from '../../domain/global-id.js';
import { allFields, changedFields } from '../../domain/changed-fields.js';
import { NotFoundError } from '../../errors.js';
import { auditedDelete, auditedWrite } from '../../graphql/kit/audited-write.js';
import { viewerOf } from '../../graphql/kit/auth.js';
import { reload } from '../../graphql/kit/reload.js';
import { requireRow, throwIfInvalid } from '../../graphql/kit/validation.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { tailoringPolicies } from './access.js';
import { tailoringErrors } from './rules.js';

const BRAND_NOT_FOUND = 'Brand not found. Please check the URL or try again later.';
const AUDITED = ['title', 'image', 'description', 'specialties', 'priceRange', 'consultationFee', 'leadTime'] as const;
const text = (value: string | null | undefined) => value?.trim() || null;

async function lockedBrand(tx: Prisma.TransactionClient, id: string | number) {
  const brandId = databaseId(String(id), 'Brand');
  if (brandId) await tx.$queryRaw`SELECT id FROM brands WHERE id = ${brandId}::uuid FOR UPDATE`;
  return requireRow(
    brandId
      ? await tx.brand.findUnique({ where: { id: brandId }, select: { id: true, name: true, image: true } })
      : null,
    BRAND_NOT_FOUND,
  );
}

builder.relayMutationField(
  'saveTailoring',
  {
    inputFields: (t) => ({
      brandId: t.id({ required: true }),
      title: t.string({ required: true }),
      image: t.string({ required: false, description: "An image URL; the brand's image when left out." }),
      description: t.string({ required: false }),
      specialties: t.stringList({
        required: true,
        description: 'From Bridal, Custom Design, Alterations, Evening Gowns.',
      }),
      priceRange: t.string({ required: false, description: 'Free text, e.g. "₦50,000 - ₦400,000".' }),
      consultationFee: t.float({ required: false, description: 'A number, or null for none.' }),
      leadTime: t.string({ required: false, description: 'Free text, e.g. "2-4 weeks".' }),
    }),
  },
  {
    description:
      'Enables tailoring for a brand (creates its tailor profile) or updates it. The brand then shows in /tailors and in the service forms.',
    authScopes: (_root, { input }) => tailoringPolicies.edit(input.brandId),
    unauthorizedError: tailoringPolicies.refused,
    resolve: async (_root, { input }, ctx) => {
      const viewer = viewerOf(ctx);
      const specialties = [...new Set(input.specialties.map((s) => s.trim()).filter(Boolean))];
      throwIfInvalid(tailoringErrors({ title: input.title, specialties, consultationFee: input.consultationFee }));
      const { brand } = await auditedWrite(ctx.prisma, viewer, {
        lock: async (tx) => {
          const brand = await lockedBrand(tx, input.brandId);
          return { brand, before: await tx.tailorProfile.findUnique({ where: { brandId: brand.id } }) };
        },
        write: async (tx, { brand, before }) => {
          const data = {
            title: input.title.trim(),
            image: text(input.image) ?? before?.image ?? brand.image,
            description: text(input.description),
            specialties,
            priceRange: text(input.priceRange),
            consultationFee: input.consultationFee ?? null,
            leadTime: text(input.leadTime),
          };
          const after = await tx.tailorProfile.upsert({
            where: { brandId: brand.id },
            create: { brandId: brand.id, ...data },
            update: data,
          });
          return { brand, after };
        },
        describe: ({ before }, { brand, after }) => {
          const changes = before ? changedFields(before, after, AUDITED) : allFields(after, AUDITED, 'created');
          if (!Object.keys(changes).length) return null;
          return {
            action: before ? 'updated' : 'tailoring_enabled',
            entityType: 'tailoring',
            entityId: after.id,
            entityLabel: brand.name,
            brandId: brand.id,
            changes,
          };
        },
      });
      return { brandId: brand.id };
    },
  },
  {
    outputFields: (t) => ({
      brand: t.prismaField({ type: 'Brand', resolve: reload.brand((p) => p.brandId) }),
    }),
  },
);

builder.relayMutationField(
  'disableTailoring',
  { inputFields: (t) => ({ brandId: t.id({ required: true }) }) },
  {
    description:
      "Deletes the brand's tailor profile: the brand leaves /tailors and the service forms at once. NOT_FOUND when tailoring was not enabled.",
    authScopes: (_root, { input }) => tailoringPolicies.edit(input.brandId),
    unauthorizedError: tailoringPolicies.refused,
    resolve: async (_root, { input }, ctx) => {
      const viewer = viewerOf(ctx);
      const { deleted } = await auditedDelete(ctx.prisma, viewer, {
        lock: async (tx) => {
          const brand = await lockedBrand(tx, input.brandId);
          const profile = await tx.tailorProfile.findUnique({ where: { brandId: brand.id } });
          if (!profile) throw new NotFoundError('Tailoring is not enabled for this brand');
          return { ...profile, brand };
        },
        remove: (tx, profile) => tx.tailorProfile.delete({ where: { id: profile.id } }),
        fields: ['title', 'specialties'],
        describe: (profile) => ({
          action: 'tailoring_disabled',
          entityType: 'tailoring',
          entityId: profile.id,
          entityLabel: profile.brand.name,
          brandId: profile.brand.id,
        }),
      });
      return { brandId: deleted.brand.id };
    },
  },
  {
    outputFields: (t) => ({
      brand: t.prismaField({ type: 'Brand', resolve: reload.brand((p) => p.brandId) }),
    }),
  },
);
