import { describe, expect, it } from 'vitest';
import { inboxFilters, openEntryOf, toInboxFilterInput, withOpenEntry } from './inboxFilters';
import { addressLines, fitLabel, replyHref, sleeveLabel, telHref } from './inboxLabels';

describe('inbox filters', () => {
  it('asks the API for what is set, or for everything', () => {
    expect(toInboxFilterInput(inboxFilters.initial)).toBeNull();
    const filters = inboxFilters.read(new URLSearchParams('search=ada&kind=enquiry&brand=B1&show=unread'));
    expect(inboxFilters.narrows(filters)).toBe(true);
    expect(toInboxFilterInput(filters)).toEqual({ search: 'ada', kind: 'enquiry', brandId: 'B1', unreadOnly: true });
  });

  it('opens and closes an entry without touching the filters', () => {
    const opened = withOpenEntry(new URLSearchParams('kind=enquiry'), 'E2');
    expect(openEntryOf(opened)).toBe('E2');
    expect(withOpenEntry(opened, null).toString()).toBe('kind=enquiry');
    expect(openEntryOf(new URLSearchParams('entry=%20'))).toBeNull();
    expect(inboxFilters.clear(new URLSearchParams('entry=E1&kind=enquiry&show=unread')).toString()).toBe('entry=E1');
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
