import { describe, expect, it } from 'vitest';
import { pageViewTarget } from './pageViewTarget';

describe('page view target', () => {
  it('adds the brand id on brand profiles', () => {
    expect(pageViewTarget('/brand/QnJhbmQ6MQ%3D%3D')).toEqual({
      path: '/brand/QnJhbmQ6MQ%3D%3D',
      brandId: 'QnJhbmQ6MQ==',
    });
    expect(pageViewTarget('/faq')).toEqual({ path: '/faq', brandId: null });
    expect(pageViewTarget('/brand/x/reviews')).toEqual({ path: '/brand/x/reviews', brandId: null });
  });
});
