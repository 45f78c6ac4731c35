import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { leadFiltersFromParams, withLeadFilters, withoutLeadFilters, type LeadFilters } from './leadFilters';

export interface UpdateLeadFiltersOptions {
  /** Replace the history entry instead of adding one (used while typing a search). */
  replace?: boolean;
}

/** Reads and writes the leads screen's filters in the URL, so they survive a reload and can be shared. */
export function useLeadFilters() {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  // Parsed once per query string, so the filters keep their identity between renders.
  const filters = useMemo(() => leadFiltersFromParams(new URLSearchParams(query)), [query]);

  const updateFilters = useCallback(
    (changes: Partial<LeadFilters>, { replace = false }: UpdateLeadFiltersOptions = {}) => {
      void setParams((current) => withLeadFilters(current, changes), { replace, preventScrollReset: true });
    },
    [setParams],
  );

  const resetFilters = useCallback(() => {
    void setParams((current) => withoutLeadFilters(current), { preventScrollReset: true });
  }, [setParams]);

  return { filters, updateFilters, resetFilters };
}
