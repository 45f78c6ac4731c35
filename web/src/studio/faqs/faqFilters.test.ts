import { describe, expect, it } from 'vitest';
import { faqFilters, toFaqFilterInput } from './faqFilters';

describe('FAQ filters', () => {
  it('keeps the URL parameters the screen has always used', () => {
    const params = new URLSearchParams('search= ship &category=billing&location=join&inactive=1');
    expect(faqFilters.read(params)).toEqual({
      search: 'ship',
      category: 'billing',
      location: 'join',
      showInactive: true,
    });
    expect(faqFilters.write(new URLSearchParams(), faqFilters.read(params)).toString()).toBe(
      'search=ship&category=billing&location=join&inactive=1',
    );
  });

  it('asks the API for what is set, inactive entries only on request', () => {
    expect(toFaqFilterInput(faqFilters.initial)).toEqual({ includeInactive: false });
    expect(toFaqFilterInput({ search: 'ship', category: 'billing', location: 'join', showInactive: true })).toEqual({
      search: 'ship',
      category: 'billing',
      pageLocation: 'join',
      includeInactive: true,
    });
  });

  it('Show Inactive widens the list rather than narrowing it', () => {
    expect(faqFilters.narrows({ ...faqFilters.initial, showInactive: true })).toBe(false);
    expect(faqFilters.narrows({ ...faqFilters.initial, location: 'contact' })).toBe(true);
  });
});
