import { describe, expect, it } from 'vitest';
import { subscriberCsvRecord } from './csv-columns.js';

describe('subscribers CSV cells', () => {
  it('write every column, empty for missing names, with names neutralised', () => {
    expect(
      subscriberCsvRecord({
        databaseId: 'id-1',
        email: 'ada@example.com',
        firstName: '=HYPERLINK("x")',
        lastName: null,
        subscriptionStatus: 'active',
        source: 'website',
        subscribedAt: '2026-11-01T10:00:00.000Z',
        unsubscribedAt: null,
        emailCount: 3,
      }),
    ).toEqual({
      id: 'id-1',
      email: 'ada@example.com',
      first_name: `'=HYPERLINK("x")`,
      last_name: '',
      subscription_status: 'active',
      source: 'website',
      subscribed_at: '2026-11-01T10:00:00.000Z',
      unsubscribed_at: '',
      email_count: '3',
    });
  });
});
