import { describe, expect, it } from 'vitest';
import { leadsPage, leadsPageSummary, refreshSize } from './dashboardPaging';

describe('leadsPage', () => {
  it('shows the first ten leads on the first page', () => {
    expect(leadsPage(0, 10, 57)).toEqual({
      index: 0,
      start: 0,
      end: 10,
      count: 6,
      hasPrevious: false,
      nextIsLoaded: false,
    });
  });

  it('knows when the next page is already loaded', () => {
    expect(leadsPage(0, 20, 57).nextIsLoaded).toBe(true);
    expect(leadsPage(1, 20, 57)).toEqual({
      index: 1,
      start: 10,
      end: 20,
      count: 6,
      hasPrevious: true,
      nextIsLoaded: false,
    });
  });

  it('ends the last page at the last lead', () => {
    expect(leadsPage(5, 57, 57)).toMatchObject({ index: 5, start: 50, end: 57, count: 6 });
  });

  it('falls back to the last loaded page when fewer leads are loaded', () => {
    expect(leadsPage(3, 25, 25)).toMatchObject({ index: 2, start: 20, end: 25 });
    expect(leadsPage(2, 0, 0)).toMatchObject({ index: 0, start: 0, end: 0, count: 1, hasPrevious: false });
    expect(leadsPage(-1, 10, 10).index).toBe(0);
  });
});

describe('leadsPageSummary', () => {
  it('says which leads are shown', () => {
    expect(leadsPageSummary(leadsPage(1, 20, 57), 57)).toBe('Showing 11–20 of 57 leads');
    expect(leadsPageSummary(leadsPage(0, 1, 1), 1)).toBe('Showing 1–1 of 1 lead');
    expect(leadsPageSummary(leadsPage(0, 0, 0), 0)).toBe('No leads to show');
  });
});

describe('refreshSize', () => {
  it('asks for every loaded lead, at least a page and at most the API cap', () => {
    expect(refreshSize(0)).toBe(10);
    expect(refreshSize(30)).toBe(30);
    expect(refreshSize(250)).toBe(100);
  });
});
