import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { filtersFromParams, withFilters, withoutFilters, type DirectoryFilters } from './directoryFilters';

interface UpdateOptions {
  /** Replace the history entry instead of adding one (used while typing). */
  replace?: boolean;
}

/** Reads and writes the directory filters in the URL's query string. */
export function useDirectoryFilters() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);

  const updateFilters = useCallback(
    (changes: Partial<DirectoryFilters>, { replace = false }: UpdateOptions = {}) => {
      void setParams((current) => withFilters(current, changes), { replace, preventScrollReset: true });
    },
    [setParams],
  );

  const clearFilters = useCallback(() => {
    void setParams((current) => withoutFilters(current), { preventScrollReset: true });
  }, [setParams]);

  return { filters, updateFilters, clearFilters };
}
