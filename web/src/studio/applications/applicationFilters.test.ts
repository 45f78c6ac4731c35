import { describe, expect, it } from 'vitest';
import { applicationFilters, toApplicationFilterInput, toCountsSearch } from './applicationFilters';
import { reloadCount } from './applicationsPaging';

const read = (query: string) => applicationFilters.read(new URLSearchParams(query));

describe('application filters', () => {
  it('reads the search (trimmed) and each of the four statuses', () => {
    expect(read('')).toEqual({ search: '', status: '' });
    expect(read('search=%20Amara%20&status=reviewing')).toEqual({ search: 'Amara', status: 'reviewing' });
    for (const status of ['new', 'reviewing', 'approved', 'rejected'] as const)
      expect(read(`status=${status}`).status).toBe(status);
  });

  it("treats 'all' and values outside the vocabulary as every status", () => {
    for (const status of ['all', 'pending', 'NEW']) expect(read(`status=${status}`).status).toBe('');
  });

  it('narrows the list with a search or a status', () => {
    expect(applicationFilters.narrows(read(''))).toBe(false);
    expect(applicationFilters.narrows(read('search=x'))).toBe(true);
    expect(applicationFilters.narrows(read('status=new'))).toBe(true);
  });

  it('sends only the filters that are set, or no filter at all', () => {
    expect(toApplicationFilterInput(read(''))).toBeNull();
    expect(toApplicationFilterInput(read('search=Accra'))).toEqual({ search: 'Accra' });
    expect(toApplicationFilterInput(read('status=approved'))).toEqual({ status: 'approved' });
    expect(toApplicationFilterInput(read('search=Accra&status=new'))).toEqual({ search: 'Accra', status: 'new' });
  });

  it('counts every status over the search alone', () => {
    expect(toCountsSearch(read('search=Accra&status=new'))).toBe('Accra');
    expect(toCountsSearch(read('status=new'))).toBeNull();
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
