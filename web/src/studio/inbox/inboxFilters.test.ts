import { describe, expect, it } from 'vitest';
import {
  DEFAULT_INBOX_FILTERS,
  hasInboxFilters,
  inboxFiltersFromParams,
  openEntryOf,
  toInboxFilterInput,
  withInboxFilters,
  withOpenEntry,
  withoutInboxFilters,
} from './inboxFilters';
import { addressLines, fitLabel, replyHref, sleeveLabel, telHref } from './inboxLabels';

const params = (query: string) => new URLSearchParams(query);

describe('inbox filters in the URL', () => {
  it('reads every filter, ignoring values outside the vocabularies', () => {
    expect(inboxFiltersFromParams(params(''))).toEqual(DEFAULT_INBOX_FILTERS);
    expect(inboxFiltersFromParams(params('search=%20ada%20&kind=custom_order&brand=QnJhbmQ6MQ&show=unread'))).toEqual({
      search: 'ada',
      kind: 'custom_order',
      brand: 'QnJhbmQ6MQ',
      show: 'unread',
    });
    expect(inboxFiltersFromParams(params('kind=invoice&show=all'))).toEqual(DEFAULT_INBOX_FILTERS);
  });

  it('writes only what is set, keeps the open entry, and clears back to a plain address', () => {
    const next = withInboxFilters(params('entry=E1&kind=enquiry'), { kind: 'brand_request', search: '  ' });
    expect(next.toString()).toBe('entry=E1&kind=brand_request');
    expect(withoutInboxFilters(params('entry=E1&kind=enquiry&show=unread&search=x')).toString()).toBe('entry=E1');
  });

  it('turns the filters into the API filter, or none', () => {
    expect(toInboxFilterInput(DEFAULT_INBOX_FILTERS)).toBeNull();
    expect(hasInboxFilters(DEFAULT_INBOX_FILTERS)).toBe(false);
    const filters = { search: 'ada', kind: 'enquiry' as const, brand: 'B1', show: 'unread' as const };
    expect(hasInboxFilters(filters)).toBe(true);
    expect(toInboxFilterInput(filters)).toEqual({ search: 'ada', kind: 'enquiry', brandId: 'B1', unreadOnly: true });
  });

  it('opens and closes an entry without touching the filters', () => {
    const opened = withOpenEntry(params('kind=enquiry'), 'E2');
    expect(openEntryOf(opened)).toBe('E2');
    expect(withOpenEntry(opened, null).toString()).toBe('kind=enquiry');
    expect(openEntryOf(params('entry=%20'))).toBeNull();
  });
});

describe('how an entry reads', () => {
  it('lays a delivery address out as an address block, skipping what was left out', () => {
    expect(
      addressLines({
        fullName: 'Ngozi Okafor',
        addressLine1: '12 Broad Street',
        city: 'Lagos',
        state: 'Lagos State',
        postalCode: '100001',
        country: 'Nigeria',
      }),
    ).toEqual(['Ngozi Okafor', '12 Broad Street', 'Lagos, Lagos State, 100001', 'Nigeria']);
    expect(addressLines({ fullName: 'Kofi', city: ' ', country: 'Ghana' })).toEqual(['Kofi', 'Ghana']);
  });

  it('words the fit preferences as the order form does', () => {
    expect(fitLabel('slightly-fitted')).toBe('Slightly fitted');
    expect(sleeveLabel('three-quarter')).toBe('Three-quarter');
    expect(fitLabel(null)).toBeNull();
  });

  it('replies by e-mail about what was written, and calls the number given', () => {
    expect(replyHref(' ada@example.com ', 'Bridal & fitting?')).toBe(
      'mailto:ada@example.com?subject=Re%3A%20Bridal%20%26%20fitting%3F',
    );
    expect(telHref('+234 (801) 234-5678')).toBe('tel:+2348012345678');
    expect(telHref('0801 234 5678')).toBe('tel:08012345678');
  });
});
