import { describe, expect, it } from 'vitest';
import {
  activeSince,
  analyticsPageViewFallback,
  averageRating,
  isActiveBrand,
  isRecent,
  pageViewFigure,
  ratingDistribution,
  recentSince,
  sitePageViewEstimate,
  pageViewPath,
} from './rules.js';

const now = new Date('2026-03-31T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const ago = (days: number, ms = 0) => new Date(now.getTime() - days * DAY + ms);

describe('recent: the last 30 days', () => {
  it('starts exactly 30 days before now, inclusive', () => {
    expect(recentSince(now)).toEqual(new Date('2026-03-01T12:00:00.000Z'));
    expect(isRecent(ago(30), now)).toBe(true);
    expect(isRecent(ago(30, -1), now)).toBe(false);
    expect(isRecent(ago(29), now)).toBe(true);
    expect(isRecent(now, now)).toBe(true);
  });
});

describe('active brands', () => {
  it('are brands with reviews, whatever their age', () => {
    expect(isActiveBrand({ reviewCount: 1, createdAt: ago(800) }, now)).toBe(true);
  });
  it('are brands created within 90 days (inclusive), with or without reviews', () => {
    expect(activeSince(now)).toEqual(ago(90));
    expect(isActiveBrand({ reviewCount: 0, createdAt: ago(90) }, now)).toBe(true);
    expect(isActiveBrand({ reviewCount: 0, createdAt: ago(90, -1) }, now)).toBe(false);
    expect(isActiveBrand({ reviewCount: 0, createdAt: ago(89) }, now)).toBe(true);
    expect(isActiveBrand({ reviewCount: 0, createdAt: ago(91) }, now)).toBe(false);
  });
});

describe('page-view estimates', () => {
  it('platform analytics: max(150 × brands + 25 × reviews, 1000)', () => {
    expect(analyticsPageViewFallback({ brands: 10, reviews: 8 })).toBe(1700);
    expect(analyticsPageViewFallback({ brands: 6, reviews: 4 })).toBe(1000);
    expect(analyticsPageViewFallback({ brands: 6, reviews: 5 })).toBe(1025);
    expect(analyticsPageViewFallback({ brands: 0, reviews: 0 })).toBe(1000);
  });
  it('the site figure: max(150 × brands + 25 × reviews + 10 × products, 1000)', () => {
    expect(sitePageViewEstimate({ brands: 10, reviews: 8, products: 30 })).toBe(2000);
    expect(sitePageViewEstimate({ brands: 5, reviews: 2, products: 20 })).toBe(1000);
    expect(sitePageViewEstimate({ brands: 5, reviews: 2, products: 21 })).toBe(1010);
    expect(sitePageViewEstimate({ brands: 0, reviews: 0, products: 0 })).toBe(1000);
  });
  it('is used only when nothing is recorded', () => {
    expect(pageViewFigure(1, () => 5000)).toEqual({ pageViews: 1, estimated: false });
    expect(pageViewFigure(0, () => 5000)).toEqual({ pageViews: 5000, estimated: true });
  });
});

describe('average rating', () => {
  it('is the mean to 2 decimals, halves rounded up', () => {
    expect(averageRating(9, 2)).toBe(4.5);
    expect(averageRating(13, 3)).toBe(4.33);
    expect(averageRating(14, 3)).toBe(4.67);
    expect(averageRating(33, 8)).toBe(4.13);
    expect(averageRating(5, 1)).toBe(5);
  });
  it('is null without ratings', () => expect(averageRating(0, 0)).toBeNull());
});

describe('rating distribution', () => {
  it('has ratings 1 to 5 in order, zero where none', () => {
    expect(
      ratingDistribution([
        { rating: 5, count: 3 },
        { rating: 2, count: 1 },
      ]),
    ).toEqual([
      { rating: 1, count: 0 },
      { rating: 2, count: 1 },
      { rating: 3, count: 0 },
      { rating: 4, count: 0 },
      { rating: 5, count: 3 },
    ]);
  });
});

describe('page view paths', () => {
  it('keeps the path only', () => {
    expect(pageViewPath('/brand/abc?x=1#top')).toBe('/brand/abc');
    expect(pageViewPath('https://evil.example/')).toBeNull();
    expect(pageViewPath('//evil.example')).toBeNull();
    expect(pageViewPath(`/${'a'.repeat(600)}`)).toBeNull();
  });
});
