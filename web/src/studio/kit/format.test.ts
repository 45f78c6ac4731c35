import { describe, expect, it } from 'vitest';
import {
  brandNameOrUnknown,
  formatCount,
  formatDate,
  formatOptionalPounds,
  formatPercent,
  formatPounds,
  formatRating,
  formatVocabulary,
} from './format';

describe('studio formatting', () => {
  it('groups thousands in counts', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(1204)).toBe('1,204');
    expect(formatCount(1250000)).toBe('1,250,000');
  });

  it('shows percentages to at most one decimal', () => {
    expect(formatPercent(16.7)).toBe('16.7%');
    expect(formatPercent(20)).toBe('20%');
    expect(formatPercent(0)).toBe('0%');
  });

  it('shows money in pounds with pence', () => {
    expect(formatPounds(1234.5)).toBe('£1,234.50');
    expect(formatPounds(0)).toBe('£0.00');
    expect(formatPounds(99.99)).toBe('£99.99');
  });

  it('shows ratings to one decimal, and says when there are none', () => {
    expect(formatRating(4.25)).toBe('4.3');
    expect(formatRating(4)).toBe('4.0');
    expect(formatRating(3.04)).toBe('3.0');
    expect(formatRating(null)).toBe('No ratings');
    expect(formatRating(undefined)).toBe('No ratings');
  });

  it('shows lead dates in en-GB order, in UTC', () => {
    expect(formatDate('2026-03-04T10:00:00.000Z')).toBe('04/03/2026');
    expect(formatDate('2025-12-31T23:59:59.000Z')).toBe('31/12/2025');
    expect(formatDate('not a date')).toBe('not a date');
  });

  it('turns vocabulary values into words', () => {
    expect(formatVocabulary('custom_order')).toBe('Custom order');
    expect(formatVocabulary('social_media')).toBe('Social media');
    expect(formatVocabulary('website')).toBe('Website');
    expect(formatVocabulary('')).toBe('');
  });

  it("names a lead's missing brand 'Unknown Brand'", () => {
    expect(brandNameOrUnknown('Harusi Atelier')).toBe('Harusi Atelier');
    expect(brandNameOrUnknown(null)).toBe('Unknown Brand');
    expect(brandNameOrUnknown(undefined)).toBe('Unknown Brand');
    expect(brandNameOrUnknown('  ')).toBe('Unknown Brand');
  });
});

describe('formatCount and formatPercent', () => {
  it('group thousands and keep at most one decimal', () => {
    expect(formatCount(1204)).toBe('1,204');
    expect(formatPercent(16.7)).toBe('16.7%');
    expect(formatPercent(20)).toBe('20%');
    expect(formatPercent(0)).toBe('0%');
  });
});

describe('formatDate', () => {
  it('writes the day first, as in the UK, on the UTC date', () => {
    expect(formatDate('2026-03-04T10:00:00.000Z')).toBe('04/03/2026');
    expect(formatDate('2026-12-31T23:59:59.000Z')).toBe('31/12/2026');
  });

  it('leaves text that is not a date alone', () => {
    expect(formatDate('soon')).toBe('soon');
  });
});

describe('formatOptionalPounds', () => {
  it('shows pounds with pence and thousands separators', () => {
    expect(formatOptionalPounds(1234)).toBe('£1,234.00');
    expect(formatOptionalPounds(1800.5)).toBe('£1,800.50');
    expect(formatOptionalPounds(0)).toBe('£0.00');
  });

  it('has nothing to show without an estimate', () => {
    expect(formatOptionalPounds(null)).toBeNull();
    expect(formatOptionalPounds(undefined)).toBeNull();
    expect(formatOptionalPounds(Number.NaN)).toBeNull();
  });
});
