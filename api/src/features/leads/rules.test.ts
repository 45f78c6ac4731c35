import { describe, expect, it } from 'vitest';
import {
  conversionRate,
  countsByStatus,
  startOfMonthUtc,
  commissionOn,
  PLATFORM_COMMISSION_RATE,
  milestonesFor,
  estimatedValueProblem,
  interactionErrors,
  leadErrors,
  storedText,
  storedValue,
  LEAD_STATUSES,
  vocabularyValue,
} from './rules.js';

describe('conversion rate', () => {
  it('is converted over total as a percentage to 1 decimal', () => {
    expect(conversionRate(1, 3)).toBe(33.3);
    expect(conversionRate(2, 3)).toBe(66.7);
    expect(conversionRate(1, 8)).toBe(12.5);
    expect(conversionRate(1, 16)).toBe(6.3);
    expect(conversionRate(5, 5)).toBe(100);
    expect(conversionRate(0, 7)).toBe(0);
  });
  it('is 0 when there are no leads', () => expect(conversionRate(0, 0)).toBe(0));
});

describe('milestone timestamps', () => {
  const now = new Date('2026-03-04T05:06:07Z');
  it('stamps contacted, qualified and converted with now', () => {
    expect(milestonesFor('new', 'contacted', now)).toEqual({ contactedAt: now });
    expect(milestonesFor('contacted', 'qualified', now)).toEqual({ qualifiedAt: now });
    expect(milestonesFor('new', 'converted', now)).toEqual({ convertedAt: now });
    expect(milestonesFor(null, 'qualified', now)).toEqual({ qualifiedAt: now });
  });
  it('stamps nothing for new, lost and closed, or when the status stays', () => {
    for (const status of ['new', 'lost', 'closed'] as const)
      expect(milestonesFor('converted', status, now)).toEqual({});
    expect(milestonesFor('contacted', 'contacted', now)).toEqual({});
    expect(milestonesFor(null, 'new', now)).toEqual({});
  });
});

describe('status counts and months', () => {
  it('lists every status, 0 for those without leads', () => {
    expect(
      countsByStatus([
        { status: 'lost', count: 2 },
        { status: 'new', count: 5 },
      ]),
    ).toEqual({ new: 5, contacted: 0, qualified: 0, converted: 0, lost: 2, closed: 0 });
    expect(Object.keys(countsByStatus([]))).toEqual([...LEAD_STATUSES]);
  });
  it('starts the month at midnight UTC on the first', () => {
    expect(startOfMonthUtc(new Date('2026-03-31T23:59:59Z')).toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(startOfMonthUtc(new Date('2026-01-01T00:00:00Z')).toISOString()).toBe('2026-01-01T00:00:00.000Z');
  });
});

describe('commission', () => {
  it('is revenue times the platform rate, to the penny', () => {
    expect(PLATFORM_COMMISSION_RATE).toBe(0.1);
    expect(commissionOn(1800)).toBe(180);
    expect(commissionOn(1234.55)).toBe(123.46);
    expect(commissionOn(0)).toBe(0);
  });
});

describe('lead validation', () => {
  it('needs a name and a valid e-mail for a new lead', () => {
    expect(leadErrors({ customerName: 'Ada', customerEmail: 'ada@mail.example' }, true)).toEqual({});
    expect(leadErrors({}, true)).toEqual({
      customerName: 'Customer name is required',
      customerEmail: 'Email is required',
    });
    expect(leadErrors({ customerName: '  ', customerEmail: 'ada@' }, true)).toEqual({
      customerName: 'Customer name is required',
      customerEmail: 'Please enter a valid email address',
    });
  });
  it('checks only the fields an update changes', () => {
    expect(leadErrors({ notes: 'x' }, false)).toEqual({});
    expect(leadErrors({ customerEmail: 'nope' }, false)).toEqual({
      customerEmail: 'Please enter a valid email address',
    });
    expect(leadErrors({ notes: 'x'.repeat(5001), customerPhone: '1'.repeat(41) }, false)).toEqual({
      notes: 'Notes must be at most 5000 characters long',
      customerPhone: 'Phone number must be at most 40 characters long',
    });
  });
  it('takes estimated values from 0 up to what the column holds', () => {
    expect(estimatedValueProblem(null)).toBeNull();
    expect(estimatedValueProblem(0)).toBeNull();
    expect(estimatedValueProblem(9_999_999_999.99)).toBeNull();
    expect(estimatedValueProblem(-0.01)).toBe('Estimated value must be a number of at least 0');
    expect(estimatedValueProblem(Number.NaN)).toBe('Estimated value must be a number of at least 0');
    expect(estimatedValueProblem(1e10)).toBe('Estimated value is too large');
  });
  it('stores trimmed text (blank as none) and values to the penny', () => {
    expect(storedText('  hi ')).toBe('hi');
    expect(storedText('   ')).toBeNull();
    expect(storedValue(10.005)).toBe(10.01);
    expect(storedValue(null)).toBeNull();
  });
  it('needs an interaction type', () => {
    expect(interactionErrors({ kind: 'call', note: null })).toEqual({});
    expect(interactionErrors({ kind: ' ' })).toEqual({ kind: 'Interaction type is required' });
    expect(interactionErrors({ kind: 'x'.repeat(51) })).toEqual({
      kind: 'Interaction type must be at most 50 characters long',
    });
  });
});

describe('vocabularies', () => {
  it('accepts members only', () => {
    expect(vocabularyValue(LEAD_STATUSES, 'qualified')).toBe('qualified');
    expect(vocabularyValue(LEAD_STATUSES, 'Qualified')).toBeNull();
    expect(vocabularyValue(LEAD_STATUSES, 3)).toBeNull();
  });
});
