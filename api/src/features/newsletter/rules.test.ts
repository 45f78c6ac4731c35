import { describe, expect, it } from 'vitest';
import {
  exportFileName,
  monthStart,
  newsletterErrors,
  newsletterSource,
  optionalName,
  subscriberGrowth,
  subscriptionStatusChange,
} from './rules.js';

describe('newsletter rules', () => {
  it("gives the spec's messages", () => {
    expect(newsletterErrors('')).toEqual({ email: 'Please enter your email address' });
    expect(newsletterErrors('nope')).toEqual({ email: 'Please enter a valid email address' });
    expect(newsletterErrors('a@b.co')).toEqual({});
  });
  it('stores empty names as null and unknown sources as website', () => {
    expect(optionalName('  ')).toBeNull();
    expect(optionalName(' Ada ')).toBe('Ada');
    expect(newsletterSource('contact_form')).toBe('contact_form');
    expect(newsletterSource('spam')).toBe('website');
  });
});

describe('studio status changes (spec section 4)', () => {
  it('unsubscribes only an active subscriber', () => {
    expect(subscriptionStatusChange('active', 'unsubscribed')).toEqual({ change: 'unsubscribed' });
    for (const from of ['unsubscribed', 'bounced', 'pending'] as const)
      expect(subscriptionStatusChange(from, 'unsubscribed')).toEqual({
        error: 'Only an active subscriber can be unsubscribed',
      });
  });
  it('reactivates any subscriber that is not active', () => {
    for (const from of ['unsubscribed', 'bounced', 'pending'] as const)
      expect(subscriptionStatusChange(from, 'active')).toEqual({ change: 'reactivated' });
    expect(subscriptionStatusChange('active', 'active')).toEqual({ error: 'This subscriber is already active' });
  });
  it('never sets bounced or pending by hand', () => {
    for (const to of ['bounced', 'pending'] as const)
      expect(subscriptionStatusChange('active', to)).toEqual({
        error: 'A subscriber can only be set to active or unsubscribed',
      });
  });
});

describe('growth', () => {
  it("compares this month's new subscribers with last month's, in percent with one decimal", () => {
    expect(subscriberGrowth(15, 10)).toBe(50);
    expect(subscriberGrowth(5, 10)).toBe(-50);
    expect(subscriberGrowth(1, 3)).toBe(-66.7);
    expect(subscriberGrowth(10, 10)).toBe(0);
  });
  it('is 100 after an empty month with new subscribers, 0 when both months are empty', () => {
    expect(subscriberGrowth(4, 0)).toBe(100);
    expect(subscriberGrowth(0, 0)).toBe(0);
  });
  it('counts calendar months in UTC, across a year', () => {
    const now = new Date('2026-01-15T08:00:00Z');
    expect(monthStart(now).toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(monthStart(now, 1).toISOString()).toBe('2025-12-01T00:00:00.000Z');
  });
});

describe('export file name', () => {
  it("carries the day's date", () => {
    expect(exportFileName(new Date('2026-11-24T23:59:00Z'))).toBe('newsletter-subscribers-2026-11-24.csv');
  });
});
