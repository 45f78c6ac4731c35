import { describe, expect, it } from 'vitest';
import {
  APPLICATION_CATEGORIES,
  APPLICATION_STATUSES,
  BRAND_CATEGORY_OF_APPLICATION,
  BRAND_NAME_MAX,
  BRAND_SHORT_DESCRIPTION_MAX,
  applicationCategory,
  applicationErrors,
  brandFromApplication,
  isApplicationStatus,
  isDecision,
  mayBeRejected,
} from './rules.js';

describe('designer application rules', () => {
  const good = {
    brandName: 'B',
    designerName: 'D',
    email: 'd@b.co',
    location: 'Accra',
    category: 'Couture',
    description: 'Gowns',
  };
  it('maps category labels and values', () => {
    expect(applicationCategory('Ready to Wear')).toBe('ready_to_wear');
    expect(applicationCategory('bridal')).toBe('bridal');
    expect(applicationCategory('Streetwear')).toBeNull();
  });
  it('checks the optional public contact address only when one is given', () => {
    expect(applicationErrors({ ...good, contactEmail: '' }, 2026)).toEqual({});
    expect(applicationErrors({ ...good, contactEmail: '  ' }, 2026)).toEqual({});
    expect(applicationErrors({ ...good, contactEmail: 'hello@studio.example' }, 2026)).toEqual({});
    expect(applicationErrors({ ...good, contactEmail: 'hello@' }, 2026)).toEqual({
      contactEmail: 'Please enter a valid email address',
    });
  });
  it('requires the six fields and a plausible year', () => {
    expect(applicationErrors(good, 2026)).toEqual({});
    expect(applicationErrors({ ...good, yearFounded: 2027 }, 2026)).toEqual({
      yearFounded: 'Please enter a valid year',
    });
    expect(
      Object.keys(
        applicationErrors(
          { brandName: '', designerName: '', email: '', location: '', category: '', description: '' },
          2026,
        ),
      ),
    ).toEqual(['brandName', 'designerName', 'email', 'location', 'category', 'description']);
  });
  it('takes a website and an Instagram account the studio can link to, never another scheme', () => {
    expect(applicationErrors({ ...good, website: 'b.example', instagram: '@b.studio' }, 2026)).toEqual({});
    expect(
      applicationErrors({ ...good, website: 'javascript:alert(1)', instagram: 'javascript:alert(1)' }, 2026),
    ).toEqual({
      website: 'Please enter a website address, such as https://yourbrand.com',
      instagram: 'Please enter an Instagram @handle or a link starting with https://',
    });
  });
});

describe('review decisions', () => {
  it('knows the four statuses and which of them decide', () => {
    expect(isApplicationStatus('reviewing')).toBe(true);
    expect(isApplicationStatus('accepted')).toBe(false);
    expect(isApplicationStatus(undefined)).toBe(false);
    expect(APPLICATION_STATUSES.filter(isDecision)).toEqual(['approved', 'rejected']);
  });
  it('refuses to reject an application once approved, also after it was moved back to reviewing', () => {
    const fresh = { userId: null, brandId: null };
    expect(mayBeRejected({ ...fresh, status: 'new' })).toBe(true);
    expect(mayBeRejected({ ...fresh, status: 'reviewing' })).toBe(true);
    expect(mayBeRejected({ ...fresh, status: 'approved' })).toBe(false);
    expect(mayBeRejected({ status: 'reviewing', userId: 'u', brandId: 'b' })).toBe(false);
    // The brand was deleted since; the designer's account still has its role.
    expect(mayBeRejected({ status: 'reviewing', userId: 'u', brandId: null })).toBe(false);
  });
});

describe('the brand an approval creates', () => {
  const application = {
    brandName: '  Ìrò & Bùbá Atelier  ',
    email: 'ada@example.com',
    contactEmail: 'studio@iro.example',
    website: null,
    instagram: '@iro',
    location: 'Lagos, Nigeria',
    category: 'couture' as const,
    description: 'Hand-woven aṣọ-òkè '.repeat(20),
    yearFounded: 2019,
  };
  it('takes the fields of the application, unverified, in a directory category', () => {
    const brand = brandFromApplication(application);
    expect(brand).toMatchObject({
      name: 'Ìrò & Bùbá Atelier',
      location: 'Lagos, Nigeria',
      category: 'Made to Measure',
      categories: ['Made to Measure'],
      contactEmail: 'studio@iro.example',
      instagram: '@iro',
      foundedYear: 2019,
      isVerified: false,
    });
    expect(brand.longDescription).toBe(application.description.trim());
  });
  it('never publishes the address the designer signs in with: no contact address chosen, none on the brand', () => {
    expect(brandFromApplication({ ...application, contactEmail: null }).contactEmail).toBeNull();
  });
  it('keeps the name and short description within the brand limits, cutting at a word', () => {
    const brand = brandFromApplication({ ...application, brandName: 'A'.repeat(80) });
    expect([...brand.name].length).toBe(BRAND_NAME_MAX);
    expect([...brand.description].length).toBeLessThanOrEqual(BRAND_SHORT_DESCRIPTION_MAX);
    expect(brand.description.endsWith('aṣọ-òkè…') || brand.description.endsWith('Hand-woven…')).toBe(true);
  });
  it('writes contractions out, as every brand description is saved', () => {
    const brand = brandFromApplication({ ...application, description: "We're a bridal atelier; we don't rush." });
    expect(brand.longDescription).toBe('We are a bridal atelier; we do not rush.');
    expect(brand.description).toBe('We are a bridal atelier; we do not rush.');
  });
  it('maps every join-form category to a directory category', () => {
    for (const value of Object.values(APPLICATION_CATEGORIES))
      expect(BRAND_CATEGORY_OF_APPLICATION[value]).toMatch(/\w/);
  });
});
