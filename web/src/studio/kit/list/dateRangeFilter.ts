import { isCalendarDay } from './calendarDay';
import type { UrlFilter } from './urlFilterKinds';

/** Two calendar days (YYYY-MM-DD, UTC like every date in the studio), both included; '' for open. */
export interface DayRange {
  from: string;
  to: string;
}

interface DateRangeOptions {
  id: string;
  fromLabel: string;
  toLabel: string;
  fromParam?: string;
  toParam?: string;
}

/** A range of days kept as ?from=&to=; a malformed day reads as open. */
export function dateRangeFilter({
  id,
  fromLabel,
  toLabel,
  fromParam = 'from',
  toParam = 'to',
}: DateRangeOptions): UrlFilter<DayRange> {
  const dayOf = (params: URLSearchParams, name: string) => {
    const value = params.get(name)?.trim() ?? '';
    return isCalendarDay(value) ? value : '';
  };
  const put = (params: URLSearchParams, name: string, day: string) =>
    isCalendarDay(day) ? params.set(name, day) : params.delete(name);
  return {
    kind: 'dateRange',
    params: [fromParam, toParam],
    initial: { from: '', to: '' },
    read: (params) => ({ from: dayOf(params, fromParam), to: dayOf(params, toParam) }),
    // One end may come alone (a day typed right after the other): the other end is left as it is.
    write: (params, range: Partial<DayRange>) => {
      if (range.from !== undefined) put(params, fromParam, range.from);
      if (range.to !== undefined) put(params, toParam, range.to);
    },
    narrows: true,
    control: { kind: 'dateRange', fromId: `${id}-from`, fromLabel, toId: `${id}-to`, toLabel },
  };
}
