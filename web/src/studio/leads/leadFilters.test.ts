import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LEAD_FILTERS,
  hasNarrowingFilters,
  leadFiltersFromParams,
  toLeadFilterInput,
  toLeadSortInput,
  withLeadFilters,
  withoutLeadFilters,
} from './leadFilters';

const params = (query: string) => new URLSearchParams(query);

describe('leadFiltersFromParams', () => {
  it('starts from everything, newest first', () => {
    expect(leadFiltersFromParams(params(''))).toEqual(DEFAULT_LEAD_FILTERS);
    expect(DEFAULT_LEAD_FILTERS).toMatchObject({ sort: 'created_at', order: 'desc' });
  });

  it('reads every filter and the order from the query string', () => {
    expect(
      leadFiltersFromParams(
        params('search=%20Amara%20&status=converted&source=referral&priority=high&sort=customer_name&order=asc'),
      ),
    ).toEqual({
      search: 'Amara',
      status: 'converted',
      source: 'referral',
      priority: 'high',
      sort: 'customer_name',
      order: 'asc',
      lead: '',
    });
  });

  it('reads a link to one lead, which narrows the list to it', () => {
    const filters = leadFiltersFromParams(params('lead=TGVhZDox'));
    expect(filters.lead).toBe('TGVhZDox');
    expect(hasNarrowingFilters(filters)).toBe(true);
    expect(toLeadFilterInput(filters)).toEqual({ id: 'TGVhZDox' });
    expect(withLeadFilters(params('lead=TGVhZDox&status=new'), { lead: '' }).toString()).toBe('status=new');
  });

  it('ignores values outside the vocabularies', () => {
    expect(leadFiltersFromParams(params('status=won&source=fax&priority=urgent&sort=value&order=sideways'))).toEqual(
      DEFAULT_LEAD_FILTERS,
    );
  });
});

describe('withLeadFilters', () => {
  it('sets the changed filters and keeps other parameters', () => {
    expect(withLeadFilters(params('tab=2&status=new'), { status: 'lost', search: 'gown' }).toString()).toBe(
      'tab=2&status=lost&search=gown',
    );
  });

  it('removes empty filters and the default order, so the plain list has a plain address', () => {
    expect(
      withLeadFilters(params('status=new&search=x&sort=status&order=asc'), {
        status: '',
        search: '  ',
        sort: 'created_at',
        order: 'desc',
      }).toString(),
    ).toBe('');
  });

  it('round-trips through the URL', () => {
    const filters = {
      ...DEFAULT_LEAD_FILTERS,
      search: 'Wanjiru',
      priority: 'low' as const,
      sort: 'priority' as const,
      order: 'asc' as const,
    };
    expect(leadFiltersFromParams(withLeadFilters(params(''), filters))).toEqual(filters);
  });
});

describe('withoutLeadFilters', () => {
  it('drops every filter and the order but nothing else', () => {
    expect(
      withoutLeadFilters(
        params('search=a&status=new&source=website&priority=low&sort=status&order=asc&tab=2'),
      ).toString(),
    ).toBe('tab=2');
  });
});

describe('hasNarrowingFilters', () => {
  it('counts search, status, source and priority but not the order', () => {
    expect(hasNarrowingFilters(DEFAULT_LEAD_FILTERS)).toBe(false);
    expect(hasNarrowingFilters({ ...DEFAULT_LEAD_FILTERS, sort: 'status', order: 'asc' })).toBe(false);
    expect(hasNarrowingFilters({ ...DEFAULT_LEAD_FILTERS, search: 'x' })).toBe(true);
    expect(hasNarrowingFilters({ ...DEFAULT_LEAD_FILTERS, source: 'referral' })).toBe(true);
  });
});

describe('the API inputs', () => {
  it('sends only the filters that are set, or no filter at all', () => {
    expect(toLeadFilterInput(DEFAULT_LEAD_FILTERS)).toBeNull();
    expect(toLeadFilterInput({ ...DEFAULT_LEAD_FILTERS, search: 'gown', status: 'qualified' })).toEqual({
      search: 'gown',
      status: 'qualified',
    });
  });

  it('maps the order to the API sort field and direction', () => {
    expect(toLeadSortInput(DEFAULT_LEAD_FILTERS)).toEqual({ field: 'CREATED_AT', direction: 'DESC' });
    expect(toLeadSortInput({ ...DEFAULT_LEAD_FILTERS, sort: 'customer_name', order: 'asc' })).toEqual({
      field: 'CUSTOMER_NAME',
      direction: 'ASC',
    });
    expect(toLeadSortInput({ ...DEFAULT_LEAD_FILTERS, sort: 'priority' })).toEqual({
      field: 'PRIORITY',
      direction: 'DESC',
    });
  });
});
