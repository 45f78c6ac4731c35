import { describe, expect, it } from 'vitest';
import { newsletterFilters, toSubscriberFilterInput } from './newsletterFilters';

const read = (query: string) => newsletterFilters.read(new URLSearchParams(query));

describe('the subscriptions screen’s URL filters', () => {
  it('reads search, status and source, ignoring values the API does not know', () => {
    expect(read('search=%20ada%20&status=bounced&source=website')).toEqual({
      search: 'ada',
      status: 'bounced',
      source: 'website',
    });
    expect(read('status=gone&source=fax')).toEqual({ search: '', status: '', source: '' });
  });

  it('gives the API only what narrows the list', () => {
    expect(toSubscriberFilterInput(read(''))).toBeNull();
    expect(toSubscriberFilterInput(read('search=ada&source=contact_form'))).toEqual({
      search: 'ada',
      source: 'contact_form',
    });
    expect(newsletterFilters.narrows(read('status=pending'))).toBe(true);
    expect(newsletterFilters.narrows(read(''))).toBe(false);
  });
});
