import { Prisma, type PrismaClient } from '../../generated/prisma/client.js';

// The text each kind is searched by. These expressions match the expression indexes of the
// search_indexes migration character for character, or PostgreSQL cannot use them.
export const BRAND_DOCUMENT = Prisma.sql`(b.name || ' ' || b.description || ' ' || b.category || ' ' || b.location)`;
export const COLLECTION_DOCUMENT = Prisma.sql`(c.title || ' ' || coalesce(c.description, ''))`;
export const PRODUCT_DOCUMENT = Prisma.sql`(p.title || ' ' || coalesce(p.description, '') || ' ' || coalesce(p.category, ''))`;

export interface SearchShape {
  text: string;
  first: number;
}

/** `%text%` for ILIKE, with the pattern characters in the text taken literally. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A name matches when it contains the text, when it is similar to the text as a whole (pg_trgm's
 * `%`), when the text is close to one of its words (`<%`, word similarity, so 'Agbda' finds 'Agbada &
 * Co.'), or when the full-text document matches. Every branch is an operator the trigram or
 * full-text indexes answer, so PostgreSQL can combine index scans instead of reading the table.
 * Best matches first.
 */
export function matching(
  column: Prisma.Sql,
  document: Prisma.Sql,
  text: string,
): { where: Prisma.Sql; rank: Prisma.Sql } {
  return {
    where: Prisma.sql`(${column} ILIKE ${containsPattern(text)} OR ${column} % ${text}
      OR ${text} <% ${column}
      OR to_tsvector('english'::regconfig, ${document}) @@ plainto_tsquery('english'::regconfig, ${text}))`,
    rank: Prisma.sql`(CASE WHEN ${column} ILIKE ${containsPattern(text)} THEN 1 ELSE 0 END) DESC,
      greatest(word_similarity(${text}, ${column}), similarity(${text}, ${column})) DESC,
      ts_rank(to_tsvector('english'::regconfig, ${document}), plainto_tsquery('english'::regconfig, ${text})) DESC`,
  };
}

/** The ranked-id statement for each kind; exported so tests can check their plans. */
export const searchStatements = {
  brands: (text: string, first: number) => {
    const m = matching(Prisma.sql`b.name`, BRAND_DOCUMENT, text);
    return Prisma.sql`SELECT b.id::text AS id FROM brands b WHERE ${m.where} ORDER BY ${m.rank}, b.name, b.id LIMIT ${first}`;
  },
  collections: (text: string, first: number) => {
    const m = matching(Prisma.sql`c.title`, COLLECTION_DOCUMENT, text);
    return Prisma.sql`SELECT c.id::text AS id FROM catalogues c WHERE ${m.where} ORDER BY ${m.rank}, c.title, c.id LIMIT ${first}`;
  },
  products: (text: string, first: number) => {
    const m = matching(Prisma.sql`p.title`, PRODUCT_DOCUMENT, text);
    return Prisma.sql`SELECT p.id::text AS id FROM products p WHERE ${m.where} ORDER BY ${m.rank}, p.title, p.id LIMIT ${first}`;
  },
  // One tailor per brand, so this stays small; it matches on the tailor's own text or its brand's name.
  tailors: (text: string, first: number) => {
    const byTitle = matching(
      Prisma.sql`t.title`,
      Prisma.sql`t.title || ' ' || coalesce(t.description, '') || ' ' || array_to_string(t.specialties, ' ')`,
      text,
    );
    const byBrand = matching(Prisma.sql`b.name`, Prisma.sql`b.name`, text);
    return Prisma.sql`SELECT t.id::text AS id FROM tailors t JOIN brands b ON b.id = t.brand_id
      WHERE ${byTitle.where} OR ${byBrand.where} ORDER BY ${byBrand.rank}, ${byTitle.rank}, t.title, t.id LIMIT ${first}`;
  },
};

/** Runs a search statement; the `<%` threshold comes with every session (db/session-settings.ts). */
const rankedIds = async (prisma: PrismaClient, statement: Prisma.Sql) => ids(await prisma.$queryRaw(statement));

export const brandIds = (prisma: PrismaClient, { text, first }: SearchShape) =>
  rankedIds(prisma, searchStatements.brands(text, first));
export const collectionIds = (prisma: PrismaClient, { text, first }: SearchShape) =>
  rankedIds(prisma, searchStatements.collections(text, first));
export const productIds = (prisma: PrismaClient, { text, first }: SearchShape) =>
  rankedIds(prisma, searchStatements.products(text, first));
export const tailorIds = (prisma: PrismaClient, { text, first }: SearchShape) =>
  rankedIds(prisma, searchStatements.tailors(text, first));

const ids = (rows: unknown) => (rows as { id: string }[]).map((r) => r.id);
