import type { UrlFilterCodec } from '../useUrlFilters';
import type { UrlFilter } from './urlFilterKinds';

// A filter's value type appears in what it reads and in what it writes, so only `any` spans them all.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type FilterSet = Record<string, UrlFilter<any>>;

/** The values a set of filters reads from the URL: { search: string, showInactive: boolean, ... }. */
export type FilterValues<TSet> = { [Name in keyof TSet]: TSet[Name] extends UrlFilter<infer TValue> ? TValue : never };

export interface UrlFilters<TSet> extends UrlFilterCodec<FilterValues<TSet>> {
  filters: TSet;
  initial: FilterValues<TSet>;
  /** Whether any filter that narrows the list is set (then an empty list offers Reset filters). */
  narrows: (values: FilterValues<TSet>) => boolean;
  /** How many controls besides the search differ from their initial value: the 'Filters (n)' count. */
  countSet: (values: FilterValues<TSet>) => number;
}

const differs = (value: unknown, initial: unknown) => JSON.stringify(value) !== JSON.stringify(initial);

/**
 * A list's URL-kept filters declared once: the codec useUrlFilters takes, the defaults, and what
 * the filter bar needs. Parameters other than the filters' are kept as they are.
 */
export function defineUrlFilters<TSet extends FilterSet>(filters: TSet): UrlFilters<TSet> {
  const entries = Object.entries(filters);
  const initial = Object.fromEntries(entries.map(([name, filter]) => [name, filter.initial])) as FilterValues<TSet>;
  const valueOf = (values: object, name: string): unknown => (values as Record<string, unknown>)[name];
  return {
    filters,
    initial,
    read: (params) =>
      Object.fromEntries(entries.map(([name, filter]) => [name, filter.read(params)])) as FilterValues<TSet>,
    write: (params, changes) => {
      const next = new URLSearchParams(params);
      for (const [name, filter] of entries) if (name in changes) filter.write(next, valueOf(changes, name) as never);
      return next;
    },
    clear: (params) => {
      const next = new URLSearchParams(params);
      entries.forEach(([, filter]) => filter.params.forEach((param) => next.delete(param)));
      return next;
    },
    narrows: (values) =>
      entries.some(([name, filter]) => filter.narrows && differs(valueOf(values, name), filter.initial)),
    countSet: (values) =>
      entries.filter(
        ([name, filter]) =>
          filter.control && filter.kind !== 'search' && differs(valueOf(values, name), filter.initial),
      ).length,
  };
}
