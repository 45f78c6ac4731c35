import type { Prisma, PrismaClient } from '../../generated/prisma/client.js';
import { allOf, anyOf, containsText, filterText } from '../../graphql/kit/list.js';
import { parseTailorSpecialty, SPECIALTY_SYNONYMS, type TailorSpecialty } from './rules.js';

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

export async function tailorWhere(
  prisma: PrismaClient,
  filter: TailorFilterInput | null | undefined,
): Promise<Prisma.TailorProfileWhereInput> {
  const search = filterText(filter?.search);
  const category = filterText(filter?.category);
  const specialty = parseTailorSpecialty(filter?.specialty);
  return allOf<Prisma.TailorProfileWhereInput>([
    search &&
      anyOf<Prisma.TailorProfileWhereInput>(search, [
        (s) => ({ title: containsText(s) }),
        (s) => ({ description: containsText(s) }),
        (s) => ({ brand: { name: containsText(s) } }),
      ]),
    category && { brand: { category } },
    specialty && { id: { in: await tailorIdsOffering(prisma, specialty) } },
  ]);
}
