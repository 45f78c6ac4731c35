import { describe, expect, it } from 'vitest';
import { formatLeadValue } from './formatLeadValue';

describe('formatLeadValue', () => {
  it('shows pounds with pence and thousands separators', () => {
    expect(formatLeadValue(1234)).toBe('£1,234.00');
    expect(formatLeadValue(1800.5)).toBe('£1,800.50');
    expect(formatLeadValue(0)).toBe('£0.00');
  });

  it('has nothing to show without an estimate', () => {
    expect(formatLeadValue(null)).toBeNull();
    expect(formatLeadValue(undefined)).toBeNull();
    expect(formatLeadValue(Number.NaN)).toBeNull();
  });
});
