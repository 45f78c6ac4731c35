import { describe, expect, it } from 'vitest';
import {
  DEFAULT_APPLICATION_FILTERS,
  applicationFiltersFromParams,
  hasNarrowingFilters,
  toApplicationFilterInput,
  toCountsSearch,
  withApplicationFilters,
  withoutApplicationFilters,
} from './applicationFilters';
import { reloadCount } from './applicationsPaging';

const params = (query: string) => new URLSearchParams(query);

describe('applicationFiltersFromParams', () => {
  it('starts from every application', () => {
    expect(applicationFiltersFromParams(params(''))).toEqual(DEFAULT_APPLICATION_FILTERS);
    expect(DEFAULT_APPLICATION_FILTERS).toEqual({ search: '', status: '' });
  });

  it('reads the search (trimmed) and each of the four statuses', () => {
    expect(applicationFiltersFromParams(params('search=%20Amara%20&status=reviewing'))).toEqual({
      search: 'Amara',
      status: 'reviewing',
    });
    for (const status of ['new', 'reviewing', 'approved', 'rejected'] as const)
      expect(applicationFiltersFromParams(params(`status=${status}`)).status).toBe(status);
  });

  it("treats 'all' and values outside the vocabulary as every status", () => {
    expect(applicationFiltersFromParams(params('status=all'))).toEqual(DEFAULT_APPLICATION_FILTERS);
    expect(applicationFiltersFromParams(params('status=pending'))).toEqual(DEFAULT_APPLICATION_FILTERS);
    expect(applicationFiltersFromParams(params('status=NEW'))).toEqual(DEFAULT_APPLICATION_FILTERS);
  });
});

describe('withApplicationFilters', () => {
  it('sets the changed filters and keeps other parameters', () => {
    expect(withApplicationFilters(params('tab=2&status=new'), { status: 'approved', search: 'lagos' }).toString()).toBe(
      'tab=2&status=approved&search=lagos',
    );
  });

  it('leaves a filter alone when it is not among the changes', () => {
    expect(withApplicationFilters(params('status=new&search=x'), { search: 'y' }).toString()).toBe(
      'status=new&search=y',
    );
  });

  it("removes empty filters, so 'all' and an empty search have a plain address", () => {
    expect(withApplicationFilters(params('status=new&search=x'), { status: '', search: '  ' }).toString()).toBe('');
  });

  it('round-trips through the URL', () => {
    const filters = { search: 'Kente & Co', status: 'rejected' as const };
    expect(applicationFiltersFromParams(withApplicationFilters(params(''), filters))).toEqual(filters);
  });
});

describe('withoutApplicationFilters', () => {
  it('drops the filters but nothing else', () => {
    expect(withoutApplicationFilters(params('search=a&status=new&tab=2')).toString()).toBe('tab=2');
  });
});

describe('hasNarrowingFilters', () => {
  it('is true for a search or a status', () => {
    expect(hasNarrowingFilters(DEFAULT_APPLICATION_FILTERS)).toBe(false);
    expect(hasNarrowingFilters({ search: 'x', status: '' })).toBe(true);
    expect(hasNarrowingFilters({ search: '', status: 'new' })).toBe(true);
  });
});

describe('the API inputs', () => {
  it('sends only the filters that are set, or no filter at all', () => {
    expect(toApplicationFilterInput(DEFAULT_APPLICATION_FILTERS)).toBeNull();
    expect(toApplicationFilterInput({ search: 'Accra', status: '' })).toEqual({ search: 'Accra' });
    expect(toApplicationFilterInput({ search: '', status: 'approved' })).toEqual({ status: 'approved' });
    expect(toApplicationFilterInput({ search: 'Accra', status: 'new' })).toEqual({ search: 'Accra', status: 'new' });
  });

  it('counts every status over the search alone', () => {
    expect(toCountsSearch({ search: 'Accra', status: 'new' })).toBe('Accra');
    expect(toCountsSearch({ search: '', status: 'new' })).toBeNull();
  });
});

describe('reloadCount', () => {
  it('reloads what is shown: at least one page, at most the API cap', () => {
    expect(reloadCount(0)).toBe(20);
    expect(reloadCount(7)).toBe(20);
    expect(reloadCount(40)).toBe(40);
    expect(reloadCount(260)).toBe(100);
  });
});
