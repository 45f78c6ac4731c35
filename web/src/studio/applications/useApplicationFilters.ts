import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  applicationFiltersFromParams,
  withApplicationFilters,
  withoutApplicationFilters,
  type ApplicationFilters,
} from './applicationFilters';

export interface UpdateApplicationFiltersOptions {
  /** Replace the history entry instead of adding one (used while typing a search). */
  replace?: boolean;
}

/** Reads and writes the applications screen's search and status in the URL, so they survive a reload. */
export function useApplicationFilters() {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  // Parsed once per query string, so the filters keep their identity between renders.
  const filters = useMemo(() => applicationFiltersFromParams(new URLSearchParams(query)), [query]);

  const updateFilters = useCallback(
    (changes: Partial<ApplicationFilters>, { replace = false }: UpdateApplicationFiltersOptions = {}) => {
      void setParams((current) => withApplicationFilters(current, changes), { replace, preventScrollReset: true });
    },
    [setParams],
  );

  const resetFilters = useCallback(() => {
    void setParams((current) => withoutApplicationFilters(current), { preventScrollReset: true });
  }, [setParams]);

  return { filters, updateFilters, resetFilters };
}
