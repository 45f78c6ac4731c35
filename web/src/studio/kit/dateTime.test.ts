import { describe, expect, it } from 'vitest';
import { formatDateTime } from './dateTime';

describe('formatDateTime', () => {
  it('writes an instant as an en-GB date and a 24-hour time in UTC', () => {
    expect(formatDateTime('2026-03-04T14:05:59.000Z')).toBe('04/03/2026, 14:05 UTC');
    expect(formatDateTime('2026-12-31T23:30:00+02:00')).toBe('31/12/2026, 21:30 UTC');
    expect(formatDateTime('2026-01-01T00:00:00Z')).toBe('01/01/2026, 00:00 UTC');
  });

  it('gives text that is not a date back as it is', () => {
    expect(formatDateTime('soon')).toBe('soon');
  });
});
