import { useUrlFilters } from '../useUrlFilters';
import type { FilterSet, UrlFilters } from './defineUrlFilters';

/** A list screen's declared filters with their values in the URL, for its filter bar and its list. */
export function useListFilters<TSet extends FilterSet>(definition: UrlFilters<TSet>) {
  return { definition, ...useUrlFilters(definition) };
}

export type ListFilters<TSet extends FilterSet> = ReturnType<typeof useListFilters<TSet>>;
