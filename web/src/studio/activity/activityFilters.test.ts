import { describe, expect, it } from 'vitest';
import { isCalendarDay } from '../kit/list/calendarDay';
import { activityFilters, toAuditFilterInput } from './activityFilters';

const read = (query: string) => activityFilters.read(new URLSearchParams(query));

describe('activity filters', () => {
  it('keeps the URL parameters the feed has always used, leaving out types that are not slugs', () => {
    expect(read('person=%20ada%20&type=hero_slide&from=2026-03-01&to=2026-03-02')).toEqual({
      person: 'ada',
      type: 'hero_slide',
      days: { from: '2026-03-01', to: '2026-03-02' },
    });
    expect(read('type=Robert%27)%3B').type).toBe('');
  });

  it('sends no filter for the whole trail; the person is the actor, the type the entity type', () => {
    expect(toAuditFilterInput(activityFilters.initial)).toBeNull();
    expect(toAuditFilterInput(read('person=ada&type=brand'))).toEqual({ actor: 'ada', entityType: 'brand' });
  });

  it('starts at the from day and ends at the midnight after the to day, so both days are whole', () => {
    expect(toAuditFilterInput(read('from=2026-03-01&to=2026-03-01'))).toEqual({
      from: '2026-03-01T00:00:00.000Z',
      to: '2026-03-02T00:00:00.000Z',
    });
  });
});

describe('isCalendarDay', () => {
  it('accepts real days only', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2025-02-29')).toBe(false);
    expect(isCalendarDay('2025-13-01')).toBe(false);
    expect(isCalendarDay('2025-1-01')).toBe(false);
    expect(isCalendarDay('')).toBe(false);
  });
});
