/**
 * How long a query's answer may be shown without asking the server again. Listings and pages of
 * brands, collections, products and tailors change often (short); editorial content such as the
 * FAQ, the about texts and the legal documents rarely does (medium).
 */
export const CACHE_LIFETIMES_MS = {
  short: 5 * 60 * 1000,
  medium: 30 * 60 * 1000,
} as const;

export type CacheLifetime = keyof typeof CACHE_LIFETIMES_MS;

/** How often records no screen holds any more are removed from the store. */
export const CACHE_SWEEP_INTERVAL_MS = 10 * 60 * 1000;

/** Whether an answer fetched at `fetchTime` is still within its lifetime at `now`. */
export function isFresh(fetchTime: number | null | undefined, lifetime: CacheLifetime, now: number): boolean {
  if (fetchTime == null) return false;
  const age = now - fetchTime;
  return age >= 0 && age < CACHE_LIFETIMES_MS[lifetime];
}
