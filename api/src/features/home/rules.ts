/** The home page shows at most this many brands per category row. */
export const HOME_ROW_LIMIT = 8;

export interface HomeRow<T> {
  items: T[];
  /** True when the category has more than the row shows: the row ends with a 'View All' tile. */
  hasMore: boolean;
}

/**
 * Cuts a category's brands to a home row. Callers fetch one more than the limit (or pass the
 * category's total) so the 'View All' tile appears only when there really are more.
 */
export function homeRow<T>(
  items: readonly T[],
  total: number = items.length,
  limit: number = HOME_ROW_LIMIT,
): HomeRow<T> {
  return { items: items.slice(0, limit), hasMore: Math.max(total, items.length) > limit };
}
