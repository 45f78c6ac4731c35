import { describe, expect, it } from 'vitest';
import {
  hasNarrowingFilters,
  newsletterFilterCodec,
  newsletterFiltersFromParams,
  toSubscriberFilterInput,
} from './newsletterFilters';

describe('the subscriptions screen’s URL filters', () => {
  it('reads search, status and source, ignoring values the API does not know', () => {
    expect(newsletterFiltersFromParams(new URLSearchParams('search=%20ada%20&status=bounced&source=website'))).toEqual({
      search: 'ada',
      status: 'bounced',
      source: 'website',
    });
    expect(newsletterFiltersFromParams(new URLSearchParams('status=gone&source=fax'))).toEqual({
      search: '',
      status: '',
      source: '',
    });
  });

  it('writes changes, drops empty values and keeps other parameters', () => {
    const next = newsletterFilterCodec.write(new URLSearchParams('tab=x&search=ada'), { status: 'active', search: '' });
    expect(next.toString()).toBe('tab=x&status=active');
    expect(newsletterFilterCodec.clear(new URLSearchParams('tab=x&status=active&source=website')).toString()).toBe(
      'tab=x',
    );
  });

  it('gives the API only what narrows the list', () => {
    expect(toSubscriberFilterInput({ search: '', status: '', source: '' })).toBeNull();
    expect(toSubscriberFilterInput({ search: 'ada', status: '', source: 'contact_form' })).toEqual({
      search: 'ada',
      source: 'contact_form',
    });
    expect(hasNarrowingFilters({ search: '', status: 'pending', source: '' })).toBe(true);
    expect(hasNarrowingFilters({ search: '', status: '', source: '' })).toBe(false);
  });
});
