import { describe, expect, it } from 'vitest';
import { formatLeadDate } from './formatLeadDate';

describe('formatLeadDate', () => {
  it('writes the day first, as in the UK, on the UTC date', () => {
    expect(formatLeadDate('2026-03-04T10:00:00.000Z')).toBe('04/03/2026');
    expect(formatLeadDate('2026-12-31T23:59:59.000Z')).toBe('31/12/2026');
  });

  it('leaves text that is not a date alone', () => {
    expect(formatLeadDate('soon')).toBe('soon');
  });
});
