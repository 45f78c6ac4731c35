import { describe, expect, it } from 'vitest';
import {
  DEFAULT_USER_FILTERS,
  hasUserFilters,
  toUserFilterInput,
  userFiltersFromParams,
  withUserFilters,
  withoutUserFilters,
} from './userFilters';
import { ROLE_LABELS, USER_ROLES } from './userRoles';

const params = (query: string) => new URLSearchParams(query);

describe('userFiltersFromParams', () => {
  it('starts from every user', () => {
    expect(userFiltersFromParams(params(''))).toEqual(DEFAULT_USER_FILTERS);
    expect(DEFAULT_USER_FILTERS).toEqual({ search: '', role: '' });
  });

  it('reads the search (trimmed) and the role', () => {
    expect(userFiltersFromParams(params('search=%20ada%40example.com%20&role=brand_admin'))).toEqual({
      search: 'ada@example.com',
      role: 'brand_admin',
    });
  });

  it('ignores a role outside the vocabulary', () => {
    expect(userFiltersFromParams(params('role=owner'))).toEqual(DEFAULT_USER_FILTERS);
    expect(userFiltersFromParams(params('role=SUPER_ADMIN'))).toEqual(DEFAULT_USER_FILTERS);
  });
});

describe('withUserFilters', () => {
  it('sets the changed filters and keeps other parameters', () => {
    expect(withUserFilters(params('tab=2&role=user'), { role: 'admin', search: 'Obi' }).toString()).toBe(
      'tab=2&role=admin&search=Obi',
    );
  });

  it('leaves filters that are not changed as they are', () => {
    expect(withUserFilters(params('search=obi&role=user'), { role: 'super_admin' }).toString()).toBe(
      'search=obi&role=super_admin',
    );
  });

  it('removes empty filters, so the plain list has a plain address', () => {
    expect(withUserFilters(params('search=x&role=user'), { search: '  ', role: '' }).toString()).toBe('');
  });

  it('round-trips through the URL', () => {
    const filters = { search: 'amara+test@example.com', role: 'brand_admin' as const };
    expect(userFiltersFromParams(withUserFilters(params(''), filters))).toEqual(filters);
  });
});

describe('withoutUserFilters', () => {
  it('drops the filters but nothing else', () => {
    expect(withoutUserFilters(params('search=a&role=admin&tab=2')).toString()).toBe('tab=2');
  });
});

describe('hasUserFilters', () => {
  it('is true when a search or a role narrows the list', () => {
    expect(hasUserFilters(DEFAULT_USER_FILTERS)).toBe(false);
    expect(hasUserFilters({ search: 'x', role: '' })).toBe(true);
    expect(hasUserFilters({ search: '', role: 'user' })).toBe(true);
  });
});

describe('toUserFilterInput', () => {
  it('sends only the filters that are set, or no filter at all', () => {
    expect(toUserFilterInput(DEFAULT_USER_FILTERS)).toBeNull();
    expect(toUserFilterInput({ search: 'obi', role: '' })).toEqual({ search: 'obi' });
    expect(toUserFilterInput({ search: 'obi', role: 'admin' })).toEqual({ search: 'obi', role: 'admin' });
  });
});

describe('the roles', () => {
  it('are the API roles, each with its label', () => {
    expect(USER_ROLES).toEqual(['super_admin', 'admin', 'brand_admin', 'user']);
    expect(USER_ROLES.map((role) => ROLE_LABELS[role])).toEqual(['Super Admin', 'Admin', 'Brand Admin', 'User']);
  });
});
