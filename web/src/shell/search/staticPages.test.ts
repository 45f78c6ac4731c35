import { describe, expect, it } from 'vitest';
import { matchingStaticPages } from './staticPages';

describe('search static pages', () => {
  it('match on title or description, ignoring case; a blank query matches nothing', () => {
    expect(matchingStaticPages('custom').map((p) => p.href)).toEqual(['/tailored']);
    expect(matchingStaticPages('HOW IT').map((p) => p.href)).toEqual(['/how-it-works']);
    expect(matchingStaticPages('bespoke').map((p) => p.href)).toEqual(['/tailored']);
    expect(matchingStaticPages('  ')).toEqual([]);
  });
});
