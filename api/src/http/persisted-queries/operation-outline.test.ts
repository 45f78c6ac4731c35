import { describe, expect, it } from 'vitest';
import { outlineOperation } from './operation-outline.js';
import { isPublicQuery } from './public-operations.js';

describe('outlineOperation', () => {
  it('finds the root fields through fragments and inline fragments on the root', () => {
    const text = `
      query Home { ...Hero ... on Query { navigationCategories { slug } } __typename }
      fragment Hero on Query { heroSlides { id } ...Spot }
      fragment Spot on Query { activeSpotlight { id } }`;
    expect(outlineOperation(text)).toEqual({
      kind: 'query',
      name: 'Home',
      rootFields: ['heroSlides', 'activeSpotlight', 'navigationCategories'],
    });
  });

  it('picks the named operation, and gives up on text that does not parse or names none', () => {
    const two = 'query A { brands { totalCount } } mutation B { logout }';
    expect(outlineOperation(two, 'B')?.kind).toBe('mutation');
    expect(outlineOperation(two)).toBeNull();
    expect(outlineOperation(two, 'C')).toBeNull();
    expect(outlineOperation('{ brands')).toBeNull();
  });

  it('survives a fragment that spreads itself', () => {
    const text = 'query Q { ...F } fragment F on Query { brands { totalCount } ...F }';
    expect(outlineOperation(text)?.rootFields).toEqual(['brands']);
  });
});

describe('isPublicQuery', () => {
  it('accepts queries of public catalogue fields only', () => {
    expect(isPublicQuery(outlineOperation('{ brands { totalCount } faqs { id } }'))).toBe(true);
    expect(isPublicQuery(outlineOperation('{ brands { totalCount } viewer { id } }'))).toBe(false);
    expect(isPublicQuery(outlineOperation('{ managedBrands { totalCount } }'))).toBe(false);
    expect(isPublicQuery(outlineOperation('{ __typename }'))).toBe(false);
    expect(isPublicQuery(outlineOperation('mutation { brands }'))).toBe(false);
    expect(isPublicQuery(null)).toBe(false);
  });
});
