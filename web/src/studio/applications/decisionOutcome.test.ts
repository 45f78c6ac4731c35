import { describe, expect, it } from 'vitest';
import { decisionOutcome, type DecisionResult } from './decisionOutcome';
import { canReviewApplications } from './applicationAccess';
import { applicationCategoryLabel, applicationStatusLabel } from './applicationVocabulary';

const result = (changes: Partial<DecisionResult>): DecisionResult => ({
  brandName: 'Amara Couture',
  designerName: 'Amara Obi',
  email: 'amara@example.com',
  previousStatus: 'reviewing',
  status: 'approved',
  brand: { id: 'QnJhbmQ6YWJj', name: 'Amara Couture' },
  applicantMailed: true,
  replyRequested: false,
  ...changes,
});

describe('decisionOutcome', () => {
  it('names the brand an approval made, with its studio address, and the welcome e-mail', () => {
    expect(decisionOutcome(result({}))).toEqual({
      title: 'Amara Couture approved',
      brand: { name: 'Amara Couture', href: '/studio/brands/QnJhbmQ6YWJj' },
      mail: 'Amara Obi was e-mailed at amara@example.com with a link to choose a password and open the brand in the studio.',
      mailFailed: false,
    });
  });

  it('escapes the brand id in the address', () => {
    expect(decisionOutcome(result({ brand: { id: 'a/b=', name: 'X' } }))?.brand?.href).toBe('/studio/brands/a%2Fb%3D');
  });

  it('says so when an approval mailed nobody', () => {
    expect(decisionOutcome(result({ applicantMailed: false }))?.mail).toBe(
      'No e-mail went to Amara Obi with this change.',
    );
  });

  it('reports the reply to a rejection when one was asked for', () => {
    expect(decisionOutcome(result({ status: 'rejected', brand: null, replyRequested: true }))).toEqual({
      title: 'Amara Couture rejected',
      brand: null,
      mail: 'Amara Obi was sent a short, kind reply at amara@example.com.',
      mailFailed: false,
    });
    expect(
      decisionOutcome(result({ status: 'rejected', brand: null, replyRequested: true, applicantMailed: false })),
    ).toMatchObject({ mail: 'The reply to Amara Obi could not be sent.', mailFailed: true });
  });

  it('has nothing to add for other changes', () => {
    expect(decisionOutcome(result({ status: 'rejected', brand: null, applicantMailed: false }))).toBeNull();
    expect(decisionOutcome(result({ previousStatus: 'new', status: 'reviewing', applicantMailed: false }))).toBeNull();
    expect(decisionOutcome(result({ previousStatus: 'approved', applicantMailed: false }))).toBeNull();
  });
});

describe('who may review applications', () => {
  it('is super admins only', () => {
    expect(canReviewApplications({ role: 'super_admin', permissions: ['studio.users.manage'] })).toBe(true);
    for (const role of ['admin', 'brand_admin', 'user'] as const)
      expect(canReviewApplications({ role, permissions: ['studio.users.manage'] })).toBe(false);
  });
});

describe('the application vocabularies', () => {
  it('label the statuses and the join form categories', () => {
    expect(['new', 'reviewing', 'approved', 'rejected'].map(applicationStatusLabel)).toEqual([
      'New',
      'Reviewing',
      'Approved',
      'Rejected',
    ]);
    expect(
      ['bridal', 'ready_to_wear', 'accessories', 'vacation', 'couture', 'other'].map(applicationCategoryLabel),
    ).toEqual(['Bridal', 'Ready to Wear', 'Accessories', 'Vacation', 'Couture', 'Other']);
    expect(applicationCategoryLabel('streetwear')).toBe('streetwear');
  });
});
