import { startOfDay } from '../kit/list/calendarDay';
import { dateRangeFilter } from '../kit/list/dateRangeFilter';
import { defineUrlFilters, type FilterValues } from '../kit/list/defineUrlFilters';
import { searchFilter, textFilter } from '../kit/list/urlFilterKinds';
import { EntityTypeSelect } from './EntityTypeSelect';

const ENTITY_TYPE = /^[a-z][a-z0-9_]*$/;

/**
 * The activity feed's filters in the URL: ?person=&type=&from=&to=. `from` and `to` are calendar
 * days (YYYY-MM-DD, UTC like every date in the studio), both included.
 */
export const activityFilters = defineUrlFilters({
  /** Part of the e-mail address of whoever made the change. */
  person: searchFilter({
    id: 'activity-person',
    label: 'Person',
    param: 'person',
    placeholder: 'Part of an e-mail address',
  }),
  /** The kind of record (brand, user, hero_slide...), as auditEntityTypes lists them. */
  type: textFilter('type', {
    accepts: (value) => ENTITY_TYPE.test(value),
    control: { kind: 'custom', id: 'activity-type', Control: EntityTypeSelect },
  }),
  days: dateRangeFilter({ id: 'activity', fromLabel: 'Date from', toLabel: 'Date to' }),
});

export type ActivityFilters = FilterValues<typeof activityFilters.filters>;

/** The API's AuditFilter: only what is set; instants as ISO strings. */
export interface AuditFilterInput {
  actor?: string;
  entityType?: string;
  /** Changes at or after this instant. */
  from?: string;
  /** Changes before this instant. */
  to?: string;
}

/**
 * The API's AuditFilter with empty values left out; null when nothing narrows the feed. `from` is
 * the start of its day; `to` includes its whole day, so the API gets the next day's midnight.
 */
export function toAuditFilterInput(filters: ActivityFilters): AuditFilterInput | null {
  const input: AuditFilterInput = {};
  if (filters.person) input.actor = filters.person;
  if (filters.type) input.entityType = filters.type;
  const from = startOfDay(filters.days.from);
  if (from) input.from = from.toISOString();
  const to = startOfDay(filters.days.to);
  if (to) input.to = new Date(to.getTime() + 24 * 60 * 60 * 1000).toISOString();
  return Object.keys(input).length ? input : null;
}
