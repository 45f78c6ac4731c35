import { describe, expect, it } from 'vitest';
import { homeRow, HOME_ROW_LIMIT } from './rules.js';

describe('home category rows', () => {
  it('shows at most 8 brands and a View All tile only when there are more', () => {
    const nine = Array.from({ length: 9 }, (_, i) => i);
    expect(HOME_ROW_LIMIT).toBe(8);
    expect(homeRow(nine)).toEqual({ items: nine.slice(0, 8), hasMore: true });
    expect(homeRow(nine.slice(0, 8))).toEqual({ items: nine.slice(0, 8), hasMore: false });
    expect(homeRow([1, 2], 2)).toEqual({ items: [1, 2], hasMore: false });
    expect(homeRow(nine.slice(0, 8), 20).hasMore).toBe(true);
  });
});
