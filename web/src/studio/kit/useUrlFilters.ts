import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';

export interface UpdateUrlFiltersOptions {
  /** Replace the history entry instead of adding one (used while typing a search). */
  replace?: boolean;
}

/** How a screen's filters live in the URL: read them, change some, drop them all (a `<section>Filters.ts`). */
export interface UrlFilterCodec<TFilters> {
  read: (params: URLSearchParams) => TFilters;
  write: (params: URLSearchParams, changes: Partial<TFilters>) => URLSearchParams;
  clear: (params: URLSearchParams) => URLSearchParams;
}

/**
 * Reads and writes a studio list's filters in the URL, so they survive a reload and can be shared.
 * The codec should be a module constant: the filters keep their identity while the query string
 * does not change.
 *
 * Router navigations land a moment after they are asked for; a change made meanwhile (a date
 * typed right after another, a search committed after a select) builds on the URL still on its
 * way rather than on the one on screen, so no change is lost.
 */
export function useUrlFilters<TFilters>({ read, write, clear }: UrlFilterCodec<TFilters>) {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const filters = useMemo(() => read(new URLSearchParams(query)), [read, query]);

  const shown = useRef(query);
  // Query strings asked for and not shown yet, oldest first.
  const pending = useRef<string[]>([]);
  useEffect(() => {
    shown.current = query;
    const at = pending.current.indexOf(query);
    // One of ours landed: later ones are still on their way. Anything else (back, a link) wins.
    pending.current = at === -1 ? [] : pending.current.slice(at + 1);
  }, [query]);

  const navigateTo = useCallback(
    (change: (current: URLSearchParams) => URLSearchParams, replace: boolean) => {
      const next = change(new URLSearchParams(pending.current.at(-1) ?? shown.current));
      pending.current.push(next.toString());
      void setParams(next, { replace, preventScrollReset: true });
    },
    [setParams],
  );

  const updateFilters = useCallback(
    (changes: Partial<TFilters>, { replace = false }: UpdateUrlFiltersOptions = {}) =>
      navigateTo((current) => write(current, changes), replace),
    [navigateTo, write],
  );

  const resetFilters = useCallback(() => navigateTo(clear, false), [navigateTo, clear]);

  return { filters, updateFilters, resetFilters };
}
