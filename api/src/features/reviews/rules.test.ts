import { describe, expect, it } from 'vitest';
import {
  MAX_REPLY_LENGTH,
  mayChangeReply,
  mayManageReview,
  mayModerateReviews,
  mayReplyAs,
  replyAuthorName,
  replyErrors,
  reviewErrors,
  roundedAverage,
} from './rules.js';

describe('review rules', () => {
  it("gives the spec's messages", () => {
    expect(reviewErrors({ author: ' ', comment: '', rating: 0 })).toEqual({
      rating: 'Please select a rating',
      author: 'Please enter your name',
      comment: 'Please enter your review',
    });
    expect(reviewErrors({ author: 'Ayo', comment: 'Lovely', rating: 6 })).toEqual({ rating: 'Please select a rating' });
    expect(reviewErrors({ author: 'Ayo', comment: 'Lovely', rating: 2.5 })).toEqual({
      rating: 'Please select a rating',
    });
    expect(reviewErrors({ author: 'Ayo', comment: 'Lovely', rating: 5 })).toEqual({});
  });
  it('rounds the average to two decimals', () => {
    expect(roundedAverage(4.3333333)).toBe(4.33);
    expect(roundedAverage(null)).toBe(0);
  });
});

describe('reply and moderation rules', () => {
  const superAdmin = { role: 'super_admin', ownedBrandIds: [] };
  const admin = { role: 'admin', ownedBrandIds: [] };
  const owner = { role: 'brand_admin', ownedBrandIds: ['brand-a'] };
  const shopper = { role: 'user', ownedBrandIds: ['brand-a'] };

  it('asks for a reply of at most 2000 characters', () => {
    expect(replyErrors('  ')).toEqual({ replyText: 'Please enter a reply' });
    expect(replyErrors(null)).toEqual({ replyText: 'Please enter a reply' });
    expect(replyErrors('x'.repeat(MAX_REPLY_LENGTH))).toEqual({});
    expect(replyErrors(` ${'x'.repeat(MAX_REPLY_LENGTH)} `)).toEqual({});
    expect(replyErrors('x'.repeat(MAX_REPLY_LENGTH + 1))).toEqual({
      replyText: 'Reply must be at most 2000 characters long',
    });
  });

  it("signs a brand's reply with the brand's name and the platform's with 'Adire Team'", () => {
    expect(replyAuthorName('brand', ' Eko Threadworks ')).toBe('Eko Threadworks');
    expect(replyAuthorName('platform', 'Eko Threadworks')).toBe('Adire Team');
  });

  it("lets a brand admin manage their own brands' shown reviews only; admins every review", () => {
    expect(mayManageReview(owner, { brandId: 'brand-a', hidden: false })).toBe(true);
    expect(mayManageReview(owner, { brandId: 'brand-a', hidden: true })).toBe(false);
    expect(mayManageReview(owner, { brandId: 'brand-b', hidden: false })).toBe(false);
    expect(mayManageReview(shopper, { brandId: 'brand-a', hidden: false })).toBe(false);
    expect(mayManageReview(admin, { brandId: 'brand-b', hidden: true })).toBe(true);
  });

  it('lets only platform admins speak for the platform; the brand speaks through its owner or an admin', () => {
    expect(mayReplyAs(owner, 'brand', 'brand-a')).toBe(true);
    expect(mayReplyAs(owner, 'platform', 'brand-a')).toBe(false);
    expect(mayReplyAs(owner, 'brand', 'brand-b')).toBe(false);
    expect(mayReplyAs(shopper, 'brand', 'brand-a')).toBe(false);
    expect(mayReplyAs(admin, 'platform', 'brand-b')).toBe(true);
    expect(mayReplyAs(superAdmin, 'brand', 'brand-b')).toBe(true);
    expect(mayChangeReply(owner, 'platform', 'brand-a')).toBe(false);
    expect(mayChangeReply(owner, 'brand', 'brand-a')).toBe(true);
  });

  it('lets only platform admins hide reviews', () => {
    expect(mayModerateReviews(admin)).toBe(true);
    expect(mayModerateReviews(superAdmin)).toBe(true);
    expect(mayModerateReviews(owner)).toBe(false);
    expect(mayModerateReviews(shopper)).toBe(false);
  });
});
