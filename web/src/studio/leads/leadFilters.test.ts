import { describe, expect, it } from 'vitest';
import { leadFilters, toLeadFilterInput, toLeadSortInput } from './leadFilters';

const read = (query: string) => leadFilters.read(new URLSearchParams(query));

describe('lead filters', () => {
  it('starts from every lead, newest first, at a plain address', () => {
    expect(read('')).toMatchObject({ sort: 'created_at', order: 'desc', lead: '' });
    expect(
      leadFilters.write(new URLSearchParams('sort=status'), { sort: 'created_at', order: 'desc' }).toString(),
    ).toBe('');
  });

  it('a link to one lead narrows the list; the order does not', () => {
    expect(leadFilters.narrows(read('lead=TGVhZDox'))).toBe(true);
    expect(leadFilters.narrows(read('sort=priority&order=asc'))).toBe(false);
  });

  it('sends only the filters that are set, or no filter at all', () => {
    expect(toLeadFilterInput(leadFilters.initial)).toBeNull();
    expect(toLeadFilterInput(read('search=gown&status=qualified&lead=L1'))).toEqual({
      search: 'gown',
      status: 'qualified',
      id: 'L1',
    });
  });

  it('maps the order to the API sort field and direction', () => {
    expect(toLeadSortInput(leadFilters.initial)).toEqual({ field: 'CREATED_AT', direction: 'DESC' });
    expect(toLeadSortInput(read('sort=customer_name&order=asc'))).toEqual({ field: 'CUSTOMER_NAME', direction: 'ASC' });
  });
});
