import { describe, expect, it } from 'vitest';
import { heroLink, heroSlideErrors, nextDisplayOrder } from './rules.js';

describe('hero slide rules', () => {
  it('puts a new slide after the highest display order, and never below 1', () => {
    expect(nextDisplayOrder(null)).toBe(1);
    expect(nextDisplayOrder(0)).toBe(1);
    expect(nextDisplayOrder(4)).toBe(5);
    expect(nextDisplayOrder(-3)).toBe(1);
  });

  it("prefixes a bare word with '/', and leaves URLs, paths and anchors alone", () => {
    expect(heroLink('collections')).toBe('/collections');
    expect(heroLink(' tailored ')).toBe('/tailored');
    expect(heroLink('collections/bridal')).toBe('/collections/bridal');
    expect(heroLink('/brand/abc')).toBe('/brand/abc');
    expect(heroLink('https://adire.example/x')).toBe('https://adire.example/x');
    expect(heroLink('mailto:hello@adire.example')).toBe('mailto:hello@adire.example');
    expect(heroLink('#story')).toBe('#story');
    expect(heroLink('  ')).toBeNull();
  });

  it('asks for the image, title and hero title, with the spec’s messages', () => {
    expect(heroSlideErrors({}, 'create')).toEqual({
      image: 'Hero image is required',
      title: 'Title is required',
      heroTitle: 'Hero title is required',
    });
    expect(heroSlideErrors({ hasImage: true, title: 'A', heroTitle: 'B', displayOrder: 0 }, 'create')).toEqual({
      displayOrder: 'Display order must be a whole number of at least 1',
    });
    expect(heroSlideErrors({ subtitle: 'x' }, 'edit')).toEqual({});
    expect(heroSlideErrors({ title: '' }, 'edit')).toEqual({ title: 'Title is required' });
  });
});
