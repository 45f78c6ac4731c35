import type { ComponentType, ReactNode } from 'react';
import type { SelectOption } from '../../../components/filters/FilterSelect';
import type { BrandChoicesState } from '../BrandChoices';

/** Where a brand filter's choices come from (the brands the viewer manages, by default). */
export type BrandChoicesSource = ComponentType<{ render: (state: BrandChoicesState) => ReactNode }>;

/**
 * One filter of a studio list, as it lives in the URL and as its filter bar shows it. `read` never
 * fails: a missing or unknown value reads as `initial`; `write` leaves the parameter out for it.
 */
export interface UrlFilter<TValue> {
  kind: 'search' | 'text' | 'oneOf' | 'flag' | 'brand' | 'dateRange';
  params: readonly string[];
  initial: TValue;
  read: (params: URLSearchParams) => TValue;
  write: (params: URLSearchParams, value: TValue) => void;
  /** False for what orders rather than narrows the list (a sort). */
  narrows: boolean;
  /** How the filter bar shows it; none for filters set by links only. */
  control?: FilterControl;
}

/** How the filter bar shows a filter; `wide` takes two columns from md up (long options). */
export type FilterControl = ControlOfKind & { wide?: boolean };

type ControlOfKind =
  | { kind: 'search'; id: string; label: string; placeholder: string }
  | { kind: 'select'; id: string; label: string; allLabel?: string; options: readonly SelectOption[] }
  | { kind: 'switch'; label: string }
  | { kind: 'brand'; id: string; choices?: BrandChoicesSource }
  | { kind: 'dateRange'; fromId: string; fromLabel: string; toId: string; toLabel: string }
  /** A section's own control for a text value (a select whose options come from a query). */
  | { kind: 'custom'; id: string; Control: ComponentType<CustomControlProps> };

export interface CustomControlProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
}

const textOf = (params: URLSearchParams, name: string) => params.get(name)?.trim() ?? '';

function setOrDelete(params: URLSearchParams, name: string, value: string, initial = '') {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed === initial) params.delete(name);
  else params.set(name, trimmed);
}

/**
 * Free text kept as typed (trimmed): a lead's id a link sets, with no control; or a value that a
 * section's own control sets, which `accepts` checks when it is read.
 */
export function textFilter(
  param: string,
  { accepts = () => true, control }: { accepts?: (value: string) => boolean; control?: FilterControl } = {},
): UrlFilter<string> {
  return {
    kind: 'text',
    params: [param],
    initial: '',
    control,
    read: (params) => {
      const value = textOf(params, param);
      return accepts(value) ? value : '';
    },
    write: (params, value) => setOrDelete(params, param, value),
    narrows: true,
  };
}

interface SearchOptions {
  id: string;
  placeholder: string;
  param?: string;
  label?: string;
}

/** The search box: committed words replace the history entry rather than adding one per word. */
export function searchFilter({
  id,
  placeholder,
  param = 'search',
  label = 'Search',
}: SearchOptions): UrlFilter<string> {
  return { ...textFilter(param), kind: 'search', control: { kind: 'search', id, label, placeholder } };
}

interface OneOfOptions<TValue extends string> {
  param: string;
  /** The choices in the order the select lists them. */
  options: readonly SelectOption<TValue>[];
  id?: string;
  label?: string;
  /** The 'no filter' option; without it one of `options` is always chosen (a sort). */
  allLabel?: string;
  /** The value when the URL names none (left out of the URL); '' for none. */
  initial?: TValue;
  /** Other values the URL may hold that the select does not offer. */
  alsoAccepts?: (value: string) => boolean;
  /** Two columns wide, for long options. */
  wide?: boolean;
}

/** One value out of a vocabulary, shown as a select; anything else in the URL reads as `initial`. */
export function oneOfFilter<TValue extends string>(
  options: OneOfOptions<TValue> & { initial: TValue },
): UrlFilter<TValue>;
export function oneOfFilter<TValue extends string>(options: OneOfOptions<TValue>): UrlFilter<TValue | ''>;
export function oneOfFilter<TValue extends string>({
  param,
  options,
  id,
  label,
  allLabel,
  initial,
  alsoAccepts,
  wide,
}: OneOfOptions<TValue>): UrlFilter<TValue | ''> {
  const fallback: TValue | '' = initial ?? '';
  const accepts = (value: string): value is TValue =>
    options.some((option) => option.value === value) || !!alsoAccepts?.(value);
  return {
    kind: 'oneOf',
    params: [param],
    initial: fallback,
    read: (params) => {
      const value = textOf(params, param);
      return accepts(value) ? value : fallback;
    },
    write: (params, value) => setOrDelete(params, param, value, fallback),
    narrows: initial === undefined,
    control: id && label ? { kind: 'select', id, label, allLabel, options, wide } : undefined,
  };
}

/** An on/off switch kept as ?param=1 when on. */
export function flagFilter({ param, label, narrows = false }: { param: string; label: string; narrows?: boolean }) {
  const filter: UrlFilter<boolean> = {
    kind: 'flag',
    params: [param],
    initial: false,
    read: (params) => params.get(param) === '1',
    write: (params, value) => (value ? params.set(param, '1') : params.delete(param)),
    narrows,
    control: { kind: 'switch', label },
  };
  return filter;
}

/** One of the brands the viewer manages, by global id ('Brand', 'All brands'). */
export function brandFilter({
  id,
  param = 'brand',
  choices,
}: {
  id: string;
  param?: string;
  choices?: BrandChoicesSource;
}): UrlFilter<string> {
  return { ...textFilter(param), kind: 'brand', control: { kind: 'brand', id, choices } };
}
