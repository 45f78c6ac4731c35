import { withTextParams, withoutParams } from '../kit/urlParams';
import type { UrlFilterCodec } from '../kit/useUrlFilters';

/**
 * The activity feed's filters as they live in the URL: ?person=&type=&from=&to= (empty values are
 * left out). `from` and `to` are calendar days (YYYY-MM-DD, UTC like every date in the studio),
 * both included.
 */
export interface ActivityFilters {
  /** Part of the e-mail address of whoever made the change. */
  person: string;
  /** The kind of record (brand, user, hero_slide...), as auditEntityTypes lists them. */
  type: string;
  from: string;
  to: string;
}

export const DEFAULT_ACTIVITY_FILTERS: ActivityFilters = { person: '', type: '', from: '', to: '' };

const PARAM_NAMES: readonly (keyof ActivityFilters)[] = ['person', 'type', 'from', 'to'];

/** The API's AuditFilter: only what is set; instants as ISO strings. */
export interface AuditFilterInput {
  actor?: string;
  entityType?: string;
  /** Changes at or after this instant. */
  from?: string;
  /** Changes before this instant. */
  to?: string;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const ENTITY_TYPE = /^[a-z][a-z0-9_]*$/;

/** The start of a calendar day in UTC, or null when the text is not a real day (2026-02-30). */
function startOfDay(day: string): Date | null {
  const match = DAY.exec(day);
  if (!match) return null;
  const [year, month, date] = match.slice(1).map(Number) as [number, number, number];
  const start = new Date(Date.UTC(year, month - 1, date));
  return start.getUTCFullYear() === year && start.getUTCMonth() === month - 1 && start.getUTCDate() === date
    ? start
    : null;
}

export const isCalendarDay = (value: string): boolean => startOfDay(value) !== null;

/** Reads the filters from the URL; a malformed day or type is left out. */
export function activityFiltersFromParams(params: URLSearchParams): ActivityFilters {
  const day = (name: string) => {
    const value = params.get(name)?.trim() ?? '';
    return isCalendarDay(value) ? value : '';
  };
  const type = params.get('type')?.trim() ?? '';
  return {
    person: params.get('person')?.trim() ?? '',
    type: ENTITY_TYPE.test(type) ? type : '',
    from: day('from'),
    to: day('to'),
  };
}

/** The URL parameters with the given filters changed; empty values are removed, other parameters kept. */
export function withActivityFilters(params: URLSearchParams, changes: Partial<ActivityFilters>): URLSearchParams {
  return withTextParams(params, PARAM_NAMES, changes);
}

/** The URL parameters without the activity filters. */
export function withoutActivityFilters(params: URLSearchParams): URLSearchParams {
  return withoutParams(params, PARAM_NAMES);
}

export function hasActivityFilters(filters: ActivityFilters): boolean {
  return PARAM_NAMES.some((name) => filters[name] !== '');
}

/**
 * The API's AuditFilter with empty values left out; null when nothing narrows the feed. `from` is
 * the start of its day; `to` includes its whole day, so the API gets the next day's midnight.
 */
export function toAuditFilterInput(filters: ActivityFilters): AuditFilterInput | null {
  const input: AuditFilterInput = {};
  if (filters.person) input.actor = filters.person;
  if (filters.type) input.entityType = filters.type;
  const from = startOfDay(filters.from);
  if (from) input.from = from.toISOString();
  const to = startOfDay(filters.to);
  if (to) input.to = new Date(to.getTime() + 24 * 60 * 60 * 1000).toISOString();
  return Object.keys(input).length ? input : null;
}

/** For useUrlFilters. */
export const ACTIVITY_FILTERS_IN_URL: UrlFilterCodec<ActivityFilters> = {
  read: activityFiltersFromParams,
  write: withActivityFilters,
  clear: withoutActivityFilters,
};
