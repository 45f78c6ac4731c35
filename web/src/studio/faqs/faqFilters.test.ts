import { describe, expect, it } from 'vitest';
import { faqFilterCodec, hasNarrowingFilters, toFaqFilterInput } from './faqFilters';

describe('FAQ filters in the URL', () => {
  it('reads the filters, ignoring values outside the vocabularies', () => {
    expect(faqFilterCodec.read(new URLSearchParams('search= ship &category=billing&location=join&inactive=1'))).toEqual(
      {
        search: 'ship',
        category: 'billing',
        location: 'join',
        showInactive: true,
      },
    );
    expect(faqFilterCodec.read(new URLSearchParams('category=returns&location=home&inactive=yes'))).toEqual({
      search: '',
      category: '',
      location: '',
      showInactive: false,
    });
  });

  it('writes only what is set, keeping other parameters', () => {
    const params = new URLSearchParams('tab=x&category=billing');
    expect(faqFilterCodec.write(params, { showInactive: true, location: 'contact' }).toString()).toBe(
      'tab=x&category=billing&location=contact&inactive=1',
    );
    expect(
      faqFilterCodec
        .write(new URLSearchParams('inactive=1&category=billing'), { showInactive: false, category: '' })
        .toString(),
    ).toBe('');
    expect(faqFilterCodec.clear(new URLSearchParams('tab=x&search=a&inactive=1')).toString()).toBe('tab=x');
  });

  it('gives the API its filter; Show Inactive widens rather than narrows', () => {
    const filters = { search: 'pay', category: '', location: 'general', showInactive: true } as const;
    expect(toFaqFilterInput(filters)).toEqual({ search: 'pay', pageLocation: 'general', includeInactive: true });
    expect(hasNarrowingFilters({ search: '', category: '', location: '', showInactive: true })).toBe(false);
    expect(hasNarrowingFilters(filters)).toBe(true);
  });
});
