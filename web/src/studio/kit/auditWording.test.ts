import { describe, expect, it } from 'vitest';
import {
  EMPTY_VALUE,
  actionWords,
  auditParts,
  auditSentence,
  changeValue,
  entityTypeLabel,
  entityTypeWords,
  fieldLabel,
} from './auditWording';

const event = (action: string, entityType = 'user', entityLabel = 'ada@example.com') => ({
  actorName: 'superadmin@adire.example',
  action,
  entityType,
  entityLabel,
});

describe('actionWords', () => {
  it('puts every known action into words', () => {
    expect(
      [
        'created',
        'updated',
        'deleted',
        'approved',
        'rejected',
        'review_started',
        'role_changed',
        'brand_granted',
        'brand_revoked',
        'status_changed',
      ].map(actionWords),
    ).toEqual([
      'created',
      'updated',
      'deleted',
      'approved',
      'rejected',
      'started reviewing',
      'changed the role of',
      'gave a brand to',
      'took a brand from',
      'changed the status of',
    ]);
  });

  it('shows an unknown action as sent, with spaces for underscores', () => {
    expect(actionWords('image_reordered')).toBe('image reordered');
    expect(actionWords('archived')).toBe('archived');
  });
});

describe('entity types', () => {
  it('read as words inside a sentence and capitalised on their own', () => {
    expect(entityTypeWords('hero_slide')).toBe('hero slide');
    expect(entityTypeWords('brand')).toBe('brand');
    expect(entityTypeWords('catalogue')).toBe('collection');
    expect(entityTypeLabel('hero_slide')).toBe('Hero slide');
    expect(entityTypeLabel('application')).toBe('Application');
    expect(entityTypeLabel('faq')).toBe('FAQ');
  });
});

describe('auditSentence', () => {
  it('reads who did what to which record', () => {
    expect(auditSentence(event('role_changed'))).toBe(
      'superadmin@adire.example changed the role of user "ada@example.com"',
    );
    expect(auditSentence(event('brand_granted'))).toBe(
      'superadmin@adire.example gave a brand to user "ada@example.com"',
    );
    expect(auditSentence(event('brand_revoked'))).toBe(
      'superadmin@adire.example took a brand from user "ada@example.com"',
    );
    expect(auditSentence(event('review_started', 'application', 'Kente House'))).toBe(
      'superadmin@adire.example started reviewing application "Kente House"',
    );
    expect(auditSentence(event('created', 'hero_slide', 'Summer edit'))).toBe(
      'superadmin@adire.example created hero slide "Summer edit"',
    );
  });

  it('leaves out the quotes of a record without a label', () => {
    expect(auditSentence(event('deleted', 'lead', '  '))).toBe('superadmin@adire.example deleted lead');
  });

  it('gives the parts apart for the screen', () => {
    expect(auditParts(event('approved', 'application', 'Kente House'))).toEqual({
      actor: 'superadmin@adire.example',
      action: 'approved',
      entity: 'application',
      label: 'Kente House',
    });
    expect(auditParts({ ...event('updated'), actorName: '' }).actor).toBe('Someone');
  });
});

describe('fieldLabel', () => {
  it('turns camel case and underscores into words', () => {
    expect(fieldLabel('ownedBrands')).toBe('Owned brands');
    expect(fieldLabel('display_order')).toBe('Display order');
    expect(fieldLabel('role')).toBe('Role');
    expect(fieldLabel('videoThumbnail')).toBe('Video thumbnail');
  });
});

describe('changeValue', () => {
  it('shows empty values as a dash', () => {
    expect(changeValue(null)).toBe(EMPTY_VALUE);
    expect(changeValue(undefined)).toBe(EMPTY_VALUE);
    expect(changeValue('')).toBe(EMPTY_VALUE);
    expect(changeValue('  ')).toBe(EMPTY_VALUE);
    expect(changeValue('[]')).toBe(EMPTY_VALUE);
    expect(EMPTY_VALUE).toBe('—');
  });

  it('shows lists as their items and anything else as sent', () => {
    expect(changeValue('["Bridal","Custom Design"]')).toBe('Bridal, Custom Design');
    expect(changeValue('[1,2]')).toBe('1, 2');
    expect(changeValue('[not json')).toBe('[not json');
    expect(changeValue('brand_admin')).toBe('brand_admin');
    expect(changeValue('42')).toBe('42');
  });
});

describe('auditSentence for a brand', () => {
  it('says who did what to which record', () => {
    expect(
      auditSentence({ actorName: 'ada@example.com', action: 'updated', entityType: 'brand', entityLabel: 'Harusi' }),
    ).toBe('ada@example.com updated brand "Harusi"');
    expect(
      auditSentence({
        actorName: 'Adire team',
        action: 'tailoring_enabled',
        entityType: 'tailoring',
        entityLabel: 'Harusi',
      }),
    ).toBe('Adire team enabled tailoring for "Harusi"');
    expect(
      auditSentence({ actorName: 'a@b.c', action: 'image_added', entityType: 'brand', entityLabel: 'Harusi' }),
    ).toBe('a@b.c added an image to brand "Harusi"');
  });

  it('reads unknown actions with spaces and names a missing actor', () => {
    expect(auditSentence({ actorName: ' ', action: 'price_checked', entityType: 'brand', entityLabel: '' })).toBe(
      'Someone price checked brand',
    );
  });
});

describe('fieldLabel on the brand form', () => {
  it('uses the form words, and splits other names', () => {
    expect(fieldLabel('contactEmail')).toBe('Contact email');
    expect(fieldLabel('isVerified')).toBe('Verified');
    expect(fieldLabel('location')).toBe('Location');
    expect(fieldLabel('ownedBrands')).toBe('Owned brands');
  });
});

describe('changeValue for brand fields', () => {
  it('shows lists, flags, numbers and text', () => {
    expect(changeValue('["Bridal","Accessories"]')).toBe('Bridal, Accessories');
    expect(changeValue('true')).toBe('Yes');
    expect(changeValue('2019')).toBe('2019');
    expect(changeValue('Lagos, Nigeria')).toBe('Lagos, Nigeria');
    expect(changeValue('"quoted"')).toBe('quoted');
  });

  it('shows a dash for nothing', () => {
    expect(changeValue(null)).toBe('—');
    expect(changeValue('')).toBe('—');
    expect(changeValue('[]')).toBe('—');
    expect(changeValue('null')).toBe('—');
  });
});
