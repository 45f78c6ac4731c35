import { builder } from '../../graphql/builder.js';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.js';
import { databaseId } from '../../domain/global-id.js';
import { parseTailorSpecialty, SPECIALTY_SYNONYMS, type TailorSpecialty } from './rules.js';
import { TailorFilter } from './types.js';

interface TailorFilterInput {
  search?: string | null;
  category?: string | null;
  specialty?: string | null;
}

/**
 * Ids of tailors offering a specialty: any stored specialty contains, or is contained in, any
 * synonym, ignoring case (the same rule as offersSpecialty). Blank specialties never match.
 */
async function tailorIdsOffering(prisma: PrismaClient, specialty: TailorSpecialty): Promise<string[]> {
  const synonyms = SPECIALTY_SYNONYMS[specialty].map((s) => s.toLowerCase());
  const rows = await prisma.$queryRaw<{ id: string }[]>`
    SELECT t.id::text AS id FROM tailors t
    WHERE EXISTS (
      SELECT 1 FROM unnest(t.specialties) AS own(value), unnest(${synonyms}::text[]) AS synonym(value)
      WHERE btrim(own.value) <> ''
        AND (strpos(lower(own.value), synonym.value) > 0 OR strpos(synonym.value, lower(btrim(own.value))) > 0)
    )`;
  return rows.map((r) => r.id);
}

export async function tailorWhere(prisma: PrismaClient, filter: TailorFilterInput | null | undefined): Promise<Prisma.TailorProfileWhereInput> {
  const and: Prisma.TailorProfileWhereInput[] = [];
  const search = filter?.search?.trim();
  if (search) {
    and.push({
      OR: [
        { title: { contains: search, mode: 'insensitive' } },
        { description: { contains: search, mode: 'insensitive' } },
        { brand: { name: { contains: search, mode: 'insensitive' } } },
      ],
    });
  }
  const category = filter?.category?.trim();
  if (category) and.push({ brand: { category } });
  const specialty = parseTailorSpecialty(filter?.specialty);
  if (specialty) and.push({ id: { in: await tailorIdsOffering(prisma, specialty) } });
  return and.length ? { AND: and } : {};
}

builder.queryFields((t) => ({
  tailors: t.prismaConnection({
    type: 'TailorProfile',
    cursor: 'id',
    description: 'Tailors by title. `first` is capped at 100.',
    args: { filter: t.arg({ type: TailorFilter, required: false }) },
    resolve: async (query, _p, args, ctx) =>
      ctx.prisma.tailorProfile.findMany({ ...query, where: await tailorWhere(ctx.prisma, args.filter), orderBy: [{ title: 'asc' }, { id: 'asc' }] }),
    totalCount: async (_p, args, ctx) => ctx.prisma.tailorProfile.count({ where: await tailorWhere(ctx.prisma, args.filter) }),
  }),
  tailor: t.prismaField({
    type: 'TailorProfile',
    nullable: true,
    description: 'A tailor by its global id or row id; null when there is none.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (query, _p, args, ctx) => {
      const id = databaseId(String(args.id), 'Tailor');
      return id ? ctx.prisma.tailorProfile.findUnique({ ...query, where: { id } }) : null;
    },
  }),
}));
