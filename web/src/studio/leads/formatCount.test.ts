import { describe, expect, it } from 'vitest';
import { formatCount, formatPercent } from './formatCount';

describe('formatCount and formatPercent', () => {
  it('group thousands and keep at most one decimal', () => {
    expect(formatCount(1204)).toBe('1,204');
    expect(formatPercent(16.7)).toBe('16.7%');
    expect(formatPercent(20)).toBe('20%');
    expect(formatPercent(0)).toBe('0%');
  });
});
