import type { Prisma } from '../../generated/prisma/client.js';
import { databaseId } from '../../domain/global-id.js';

/**
 * What every list (the directory, collections, products, tailors, leads and the studio's lists)
 * builds its where and orderBy from, so filters, search and sorting behave alike everywhere.
 */

/** A filter's text, trimmed; null when blank or missing (no filter). */
export const filterText = (value: string | null | undefined): string | null => value?.trim() || null;

/** Case-insensitive "contains" on a text column. */
export const containsText = (text: string) => ({ contains: text, mode: 'insensitive' as const });

/** Search: rows where any of the conditions made from the text holds. */
export const anyOf = <W>(text: string, conditions: readonly ((text: string) => W)[]) => ({
  OR: conditions.map((c) => c(text)),
});

/** Matches no row: an id or value that names nothing known filters everything out, never nothing. */
export const NO_ROWS = { id: { in: [] as string[] } };

/** Every condition given (missing ones skipped) as one where clause; {} when there are none. */
export function allOf<W extends object>(conditions: readonly (W | null | undefined | false | '')[]): W {
  const and = conditions.filter((c): c is W => !!c);
  return (and.length ? { AND: and } : {}) as W;
}

/** A row id from a global or row id; an id of another type (or garbage) matches no rows. */
export function idFilter<W extends object>(
  id: string | number,
  type: string,
  where: (rowId: string) => W,
): W | typeof NO_ROWS {
  const rowId = databaseId(String(id), type);
  return rowId ? where(rowId) : NO_ROWS;
}

/** Every order ends with id, so cursors are stable among equal values. */
export const thenById = <O>(...orders: O[]): (O | { id: 'asc' })[] => [...orders, { id: 'asc' }];

/** Rows back in the order their ids were ranked or picked in. */
export function inIdOrder<T extends { id: string }>(rows: T[], ids: readonly string[]): T[] {
  const position = new Map(ids.map((id, i) => [id, i]));
  return rows.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
}

/** Where-clauses that collections and products (both titled, described, and owned by a brand) share. */
type TitledBrandItemWhere = Prisma.CatalogueWhereInput & Prisma.ProductWhereInput;

/** Case-insensitive text over the title, the description and the brand's name. */
export const titleOrBrandSearch = (search: string): TitledBrandItemWhere =>
  anyOf<TitledBrandItemWhere>(search, [
    (s) => ({ title: containsText(s) }),
    (s) => ({ description: containsText(s) }),
    (s) => ({ brand: { name: containsText(s) } }),
  ]);

/** Items of one brand, given by global or row id; an id that is not a brand's matches nothing. */
export const ofBrand = (id: string | number): TitledBrandItemWhere => idFilter(id, 'Brand', (brandId) => ({ brandId }));
