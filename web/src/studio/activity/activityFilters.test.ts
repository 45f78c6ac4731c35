import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ACTIVITY_FILTERS,
  activityFiltersFromParams,
  hasActivityFilters,
  isCalendarDay,
  toAuditFilterInput,
  withActivityFilters,
  withoutActivityFilters,
} from './activityFilters';

const params = (query: string) => new URLSearchParams(query);

describe('activityFiltersFromParams', () => {
  it('starts from the whole trail', () => {
    expect(activityFiltersFromParams(params(''))).toEqual(DEFAULT_ACTIVITY_FILTERS);
  });

  it('reads the person, the record type and the days', () => {
    expect(
      activityFiltersFromParams(params('person=%20folasade%20&type=hero_slide&from=2026-03-01&to=2026-03-31')),
    ).toEqual({ person: 'folasade', type: 'hero_slide', from: '2026-03-01', to: '2026-03-31' });
  });

  it('leaves out days that are not calendar days and types that are not slugs', () => {
    expect(activityFiltersFromParams(params('from=2026-02-30&to=yesterday&type=Brand%20X'))).toEqual(
      DEFAULT_ACTIVITY_FILTERS,
    );
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

describe('withActivityFilters', () => {
  it('sets the changed filters and keeps other parameters', () => {
    expect(withActivityFilters(params('tab=2&type=brand'), { type: 'user', person: 'ada' }).toString()).toBe(
      'tab=2&type=user&person=ada',
    );
  });

  it('removes empty filters, so the whole trail has a plain address', () => {
    expect(
      withActivityFilters(params('person=a&type=brand&from=2026-01-01&to=2026-01-02'), {
        person: ' ',
        type: '',
        from: '',
        to: '',
      }).toString(),
    ).toBe('');
  });

  it('round-trips through the URL', () => {
    const filters = { person: 'super@adire.example', type: 'user', from: '2026-01-05', to: '2026-01-05' };
    expect(activityFiltersFromParams(withActivityFilters(params(''), filters))).toEqual(filters);
  });
});

describe('withoutActivityFilters', () => {
  it('drops the filters but nothing else', () => {
    expect(withoutActivityFilters(params('person=a&type=b&from=2026-01-01&to=2026-01-02&tab=2')).toString()).toBe(
      'tab=2',
    );
  });
});

describe('hasActivityFilters', () => {
  it('is true when any filter is set', () => {
    expect(hasActivityFilters(DEFAULT_ACTIVITY_FILTERS)).toBe(false);
    expect(hasActivityFilters({ ...DEFAULT_ACTIVITY_FILTERS, to: '2026-01-01' })).toBe(true);
    expect(hasActivityFilters({ ...DEFAULT_ACTIVITY_FILTERS, person: 'x' })).toBe(true);
  });
});

describe('toAuditFilterInput', () => {
  it('sends no filter for the whole trail', () => {
    expect(toAuditFilterInput(DEFAULT_ACTIVITY_FILTERS)).toBeNull();
  });

  it('names the person as the actor and the type as the entity type', () => {
    expect(toAuditFilterInput({ ...DEFAULT_ACTIVITY_FILTERS, person: 'ada', type: 'brand' })).toEqual({
      actor: 'ada',
      entityType: 'brand',
    });
  });

  it('starts at the from day and ends at the midnight after the to day, so both days are whole', () => {
    expect(toAuditFilterInput({ ...DEFAULT_ACTIVITY_FILTERS, from: '2026-03-01', to: '2026-03-01' })).toEqual({
      from: '2026-03-01T00:00:00.000Z',
      to: '2026-03-02T00:00:00.000Z',
    });
  });

  it('rolls the end over months and years', () => {
    expect(toAuditFilterInput({ ...DEFAULT_ACTIVITY_FILTERS, to: '2024-02-29' })).toEqual({
      to: '2024-03-01T00:00:00.000Z',
    });
    expect(toAuditFilterInput({ ...DEFAULT_ACTIVITY_FILTERS, to: '2026-12-31' })).toEqual({
      to: '2027-01-01T00:00:00.000Z',
    });
  });
});
