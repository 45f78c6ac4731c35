import { describe, expect, it } from 'vitest';
import { heroLink, heroSlideErrors, nextDisplayOrder } from './rules.js';

describe('hero slide rules', () => {
  it('puts a new slide after the highest display order, and never below 1', () => {
    expect(nextDisplayOrder(null)).toBe(1);
    expect(nextDisplayOrder(0)).toBe(1);
    expect(nextDisplayOrder(4)).toBe(5);
    expect(nextDisplayOrder(-3)).toBe(1);
  });

  it("prefixes a bare word or anchor with '/', and leaves URLs and paths alone", () => {
    expect(heroLink('collections')).toBe('/collections');
    expect(heroLink(' tailored ')).toBe('/tailored');
    expect(heroLink('collections/bridal')).toBe('/collections/bridal');
    expect(heroLink('/brand/abc')).toBe('/brand/abc');
    expect(heroLink('https://adire.example/x')).toBe('https://adire.example/x');
    expect(heroLink('#story')).toBe('/#story');
    expect(heroLink('  ')).toBeNull();
  });

  it('takes only pages of this site and http(s) addresses as the link', () => {
    const slide = { hasImage: true, title: 'A', heroTitle: 'B' };
    for (const link of ['collections', '/tailors', '/#story', 'https://adire.example/x', 'http://shop.example', ''])
      expect(heroSlideErrors({ ...slide, link }, 'create'), link).toEqual({});
    for (const link of [
      'javascript:alert(document.cookie)',
      'JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'mailto:hello@adire.example',
      '//evil.example',
      '/\\evil.example',
      'https://',
    ])
      expect(heroSlideErrors({ ...slide, link }, 'create'), link).toEqual({
        link: 'Please enter a link to a page of this site (starting with /) or a web address starting with http:// or https://',
      });
    expect(heroSlideErrors({ link: 'javascript:alert(1)' }, 'edit')).toHaveProperty('link');
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
