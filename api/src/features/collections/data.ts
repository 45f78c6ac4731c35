import { Prisma, type PrismaClient } from '../../generated/prisma/client.js';
import { categoryLabel } from '../../domain/categories.js';
import { allOf, filterText, ofBrand, titleOrBrandSearch } from '../../graphql/kit/list.js';

export const SUGGESTIONS_DEFAULT = 4;
export const SUGGESTIONS_MAX = 12;

/** Random picks come from at most this many candidates, so the cost never grows with the catalogue. */
const CANDIDATE_POOL = 200;
/** The viewer's most recent favourites are the ones that shape the suggestions. */
const FAVOURITES_CONSIDERED = 100;

export interface SuggestionPicks {
  collectionIds: string[];
  basedOnFavourites: boolean;
}

export const NO_SUGGESTIONS: SuggestionPicks = { collectionIds: [], basedOnFavourites: false };

export const suggestionCount = (first: number | null | undefined) =>
  Math.min(Math.max(first ?? SUGGESTIONS_DEFAULT, 1), SUGGESTIONS_MAX);

/** What the viewer's favourites point at: the brands behind them and those brands' categories. */
interface Taste {
  brandIds: string[];
  categories: string[];
}

interface CandidateQuery {
  categories: string[];
  /** Collections of these brands enter the candidate pool first. */
  preferredBrandIds: string[];
  excludedIds: string[];
  /** Signed in: collections this viewer saved are left out. */
  viewerId: string | null;
  count: number;
}

export const suggestionStatements = {
  /** Saved brands, and the brands of saved collections and products, with their categories. */
  taste: (viewerId: string) => Prisma.sql`
    SELECT DISTINCT b.id::text AS "brandId", b.category
    FROM (
      SELECT brand_id, catalogue_id, product_id FROM favourites
      WHERE user_id = ${viewerId}::uuid
      ORDER BY created_at DESC
      LIMIT ${FAVOURITES_CONSIDERED}
    ) f
    LEFT JOIN catalogues c ON c.id = f.catalogue_id
    LEFT JOIN products p ON p.id = f.product_id
    JOIN brands b ON b.id = coalesce(f.brand_id, c.brand_id, p.brand_id)`,

  /**
   * Collections of brands in the given categories, shuffled by the database: the pool holds the
   * preferred brands' collections first, then the newest others, and the picks are drawn from it.
   */
  randomCollections: ({ categories, preferredBrandIds, excludedIds, viewerId, count }: CandidateQuery) => Prisma.sql`
    SELECT pool.id::text AS id FROM (
      SELECT c.id FROM catalogues c
      JOIN brands b ON b.id = c.brand_id
      WHERE b.category = ANY(${categories}::text[])
        AND c.id <> ALL(${excludedIds}::uuid[])
        ${viewerId ? Prisma.sql`AND NOT EXISTS (SELECT 1 FROM favourites f WHERE f.user_id = ${viewerId}::uuid AND f.catalogue_id = c.id)` : Prisma.empty}
      ORDER BY b.id = ANY(${preferredBrandIds}::uuid[]) DESC, c.created_at DESC, c.id
      LIMIT ${CANDIDATE_POOL}
    ) pool
    ORDER BY random()
    LIMIT ${count}`,
};

async function tasteOf(prisma: PrismaClient, viewerId: string): Promise<Taste> {
  const rows = await prisma.$queryRaw<{ brandId: string; category: string }[]>(suggestionStatements.taste(viewerId));
  return { brandIds: rows.map((r) => r.brandId), categories: [...new Set(rows.map((r) => r.category))] };
}

async function randomCollectionIds(prisma: PrismaClient, query: CandidateQuery): Promise<string[]> {
  if (query.count <= 0 || query.categories.length === 0) return [];
  const rows = await prisma.$queryRaw<{ id: string }[]>(suggestionStatements.randomCollections(query));
  return rows.map((r) => r.id);
}

/**
 * Signed in with favourites, picks come from the categories of what the viewer saved; the rest (or
 * all, signed out) from the current collection's category. Never the collection itself, never one
 * the viewer already saved.
 */
export async function pickSuggestions(
  prisma: PrismaClient,
  { collectionId, viewerId, count }: { collectionId: string; viewerId: string | null; count: number },
): Promise<SuggestionPicks> {
  const current = await prisma.catalogue.findUnique({
    where: { id: collectionId },
    select: { brand: { select: { category: true } } },
  });
  if (!current) return NO_SUGGESTIONS;
  const taste = viewerId ? await tasteOf(prisma, viewerId) : { brandIds: [], categories: [] };
  const fromFavourites = await randomCollectionIds(prisma, {
    categories: taste.categories,
    preferredBrandIds: taste.brandIds,
    excludedIds: [collectionId],
    viewerId,
    count,
  });
  const fromCategory = await randomCollectionIds(prisma, {
    categories: [current.brand.category],
    preferredBrandIds: [],
    excludedIds: [collectionId, ...fromFavourites],
    viewerId,
    count: count - fromFavourites.length,
  });
  return { collectionIds: [...fromFavourites, ...fromCategory], basedOnFavourites: fromFavourites.length > 0 };
}

interface CollectionFilterInput {
  search?: string | null;
  category?: string | null;
  brandId?: string | number | null;
}

export function collectionWhere(filter: CollectionFilterInput | null | undefined): Prisma.CatalogueWhereInput {
  const search = filterText(filter?.search);
  const category = filterText(filter?.category);
  return allOf<Prisma.CatalogueWhereInput>([
    search && titleOrBrandSearch(search),
    category && { brand: { category: categoryLabel(category) } },
    filter?.brandId != null && ofBrand(filter.brandId),
  ]);
}
