import { Prisma, type PrismaClient } from '../generated/prisma/client.js';
import { builder } from './builder.js';

/** Hits per kind unless `first` says otherwise; capped like connections. */
const DEFAULT_HITS = 8;
const MAX_HITS = 100;

interface SearchShape {
  text: string;
  first: number;
}

/** `%text%` for ILIKE, with the pattern characters in the text taken literally. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Word similarity at which a typo still counts as the word ('Agbda' to 'Agbada' is 0.5). */
const WORD_SIMILARITY_MIN = 0.45;

/**
 * A name matches when it contains the text, when it is similar to the text as a whole (pg_trgm's
 * `%`), when the text is close to one of its words (word similarity, so 'Agbda' finds 'Agbada &
 * Co.'), or when the full-text document matches. Best matches first.
 */
function matching(column: Prisma.Sql, document: Prisma.Sql, text: string): { where: Prisma.Sql; rank: Prisma.Sql } {
  return {
    where: Prisma.sql`(${column} ILIKE ${containsPattern(text)} OR ${column} % ${text}
      OR word_similarity(${text}, ${column}) >= ${WORD_SIMILARITY_MIN}
      OR to_tsvector('english', ${document}) @@ plainto_tsquery('english', ${text}))`,
    rank: Prisma.sql`(CASE WHEN ${column} ILIKE ${containsPattern(text)} THEN 1 ELSE 0 END) DESC,
      greatest(word_similarity(${text}, ${column}), similarity(${text}, ${column})) DESC,
      ts_rank(to_tsvector('english', ${document}), plainto_tsquery('english', ${text})) DESC`,
  };
}

async function brandIds(prisma: PrismaClient, { text, first }: SearchShape) {
  const m = matching(Prisma.sql`b.name`, Prisma.sql`b.name || ' ' || b.description || ' ' || b.category || ' ' || b.location`, text);
  return ids(await prisma.$queryRaw`SELECT b.id::text AS id FROM brands b WHERE ${m.where} ORDER BY ${m.rank}, b.name, b.id LIMIT ${first}`);
}

async function collectionIds(prisma: PrismaClient, { text, first }: SearchShape) {
  const m = matching(Prisma.sql`c.title`, Prisma.sql`c.title || ' ' || coalesce(c.description, '')`, text);
  return ids(await prisma.$queryRaw`SELECT c.id::text AS id FROM catalogues c WHERE ${m.where} ORDER BY ${m.rank}, c.title, c.id LIMIT ${first}`);
}

async function productIds(prisma: PrismaClient, { text, first }: SearchShape) {
  const m = matching(Prisma.sql`p.title`, Prisma.sql`p.title || ' ' || coalesce(p.description, '') || ' ' || coalesce(p.category, '')`, text);
  return ids(await prisma.$queryRaw`SELECT p.id::text AS id FROM products p WHERE ${m.where} ORDER BY ${m.rank}, p.title, p.id LIMIT ${first}`);
}

async function tailorIds(prisma: PrismaClient, { text, first }: SearchShape) {
  const byTitle = matching(Prisma.sql`t.title`, Prisma.sql`t.title || ' ' || coalesce(t.description, '') || ' ' || array_to_string(t.specialties, ' ')`, text);
  const byBrand = matching(Prisma.sql`b.name`, Prisma.sql`b.name`, text);
  return ids(
    await prisma.$queryRaw`SELECT t.id::text AS id FROM tailors t JOIN brands b ON b.id = t.brand_id
      WHERE ${byTitle.where} OR ${byBrand.where} ORDER BY ${byBrand.rank}, ${byTitle.rank}, t.title, t.id LIMIT ${first}`,
  );
}

const ids = (rows: unknown) => (rows as { id: string }[]).map((r) => r.id);

/** Rows back in the order the search ranked them. */
function inRankOrder<T extends { id: string }>(rows: T[], ranked: string[]): T[] {
  const position = new Map(ranked.map((id, i) => [id, i]));
  return rows.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
}

const SearchResults = builder.objectRef<SearchShape>('SearchResults').implement({
  description: 'Brands, collections, products and tailors matching a search, best first, typos tolerated.',
  fields: (t) => ({
    query: t.exposeString('text'),
    brands: t.prismaField({
      type: ['Brand'],
      resolve: async (query, s, _a, ctx) => {
        const ranked = await brandIds(ctx.prisma, s);
        return inRankOrder(await ctx.prisma.brand.findMany({ ...query, where: { id: { in: ranked } } }), ranked);
      },
    }),
    collections: t.prismaField({
      type: ['Catalogue'],
      resolve: async (query, s, _a, ctx) => {
        const ranked = await collectionIds(ctx.prisma, s);
        return inRankOrder(await ctx.prisma.catalogue.findMany({ ...query, where: { id: { in: ranked } } }), ranked);
      },
    }),
    products: t.prismaField({
      type: ['Product'],
      resolve: async (query, s, _a, ctx) => {
        const ranked = await productIds(ctx.prisma, s);
        return inRankOrder(await ctx.prisma.product.findMany({ ...query, where: { id: { in: ranked } } }), ranked);
      },
    }),
    tailors: t.prismaField({
      type: ['TailorProfile'],
      resolve: async (query, s, _a, ctx) => {
        const ranked = await tailorIds(ctx.prisma, s);
        return inRankOrder(await ctx.prisma.tailorProfile.findMany({ ...query, where: { id: { in: ranked } } }), ranked);
      },
    }),
  }),
});

builder.queryFields((t) => ({
  search: t.field({
    type: SearchResults,
    nullable: true,
    description: `Site-wide search; null for a blank query. \`first\` (default ${DEFAULT_HITS}, at most ${MAX_HITS}) limits each kind.`,
    args: { query: t.arg.string({ required: true }), first: t.arg.int({ required: false }) },
    resolve: (_p, args) => {
      const text = args.query.trim().slice(0, 200);
      if (!text) return null;
      return { text, first: Math.min(Math.max(args.first ?? DEFAULT_HITS, 1), MAX_HITS) };
    },
  }),
}));
