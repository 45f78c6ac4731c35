import { describe, expect, it } from 'vitest';
import { reviewErrors, roundedAverage } from '../../src/features/reviews/rules.js';
import { contactErrors } from '../../src/features/contact/rules.js';
import { newsletterErrors, newsletterSource, optionalName } from '../../src/features/newsletter/rules.js';
import { applicationCategory, applicationErrors } from '../../src/features/applications/rules.js';
import { pageViewPath } from '../../src/features/analytics/rules.js';
import { isPublicSetting } from '../../src/features/settings/rules.js';
import { sanitizeLegalHtml } from '../../src/features/legal/rules.js';

describe('review rules', () => {
  it("gives the spec's messages", () => {
    expect(reviewErrors({ author: ' ', comment: '', rating: 0 })).toEqual({ rating: 'Please select a rating', author: 'Please enter your name', comment: 'Please enter your review' });
    expect(reviewErrors({ author: 'Ayo', comment: 'Lovely', rating: 6 })).toEqual({ rating: 'Please select a rating' });
    expect(reviewErrors({ author: 'Ayo', comment: 'Lovely', rating: 2.5 })).toEqual({ rating: 'Please select a rating' });
    expect(reviewErrors({ author: 'Ayo', comment: 'Lovely', rating: 5 })).toEqual({});
  });
  it('rounds the average to two decimals', () => {
    expect(roundedAverage(4.3333333)).toBe(4.33);
    expect(roundedAverage(null)).toBe(0);
  });
});

describe('contact rules', () => {
  const good = { name: 'Amara', email: 'amara@example.com', subject: 'Hello', message: 'A long enough message' };
  it('requires every field', () => {
    expect(contactErrors({ name: '', email: '', subject: ' ', message: '' })).toEqual({ name: 'Name is required', email: 'Email is required', subject: 'Subject is required', message: 'Message is required' });
  });
  it('checks the address and the trimmed message length', () => {
    expect(contactErrors({ ...good, email: 'amara@' })).toEqual({ email: 'Please enter a valid email address' });
    expect(contactErrors({ ...good, message: '   123456789   ' })).toEqual({ message: 'Message must be at least 10 characters long' });
    expect(contactErrors({ ...good, message: '1234567890' })).toEqual({});
  });
});

describe('newsletter rules', () => {
  it("gives the spec's messages", () => {
    expect(newsletterErrors('')).toEqual({ email: 'Please enter your email address' });
    expect(newsletterErrors('nope')).toEqual({ email: 'Please enter a valid email address' });
    expect(newsletterErrors('a@b.co')).toEqual({});
  });
  it('stores empty names as null and unknown sources as website', () => {
    expect(optionalName('  ')).toBeNull();
    expect(optionalName(' Ada ')).toBe('Ada');
    expect(newsletterSource('contact_form')).toBe('contact_form');
    expect(newsletterSource('spam')).toBe('website');
  });
});

describe('designer application rules', () => {
  const good = { brandName: 'B', designerName: 'D', email: 'd@b.co', location: 'Accra', category: 'Couture', description: 'Gowns' };
  it('maps category labels and values', () => {
    expect(applicationCategory('Ready to Wear')).toBe('ready_to_wear');
    expect(applicationCategory('bridal')).toBe('bridal');
    expect(applicationCategory('Streetwear')).toBeNull();
  });
  it('requires the six fields and a plausible year', () => {
    expect(applicationErrors(good, 2026)).toEqual({});
    expect(applicationErrors({ ...good, yearFounded: 2027 }, 2026)).toEqual({ yearFounded: 'Please enter a valid year' });
    expect(Object.keys(applicationErrors({ brandName: '', designerName: '', email: '', location: '', category: '', description: '' }, 2026))).toEqual(['brandName', 'designerName', 'email', 'location', 'category', 'description']);
  });
});

describe('page view paths', () => {
  it('keeps the path only', () => {
    expect(pageViewPath('/brand/abc?x=1#top')).toBe('/brand/abc');
    expect(pageViewPath('https://evil.example/')).toBeNull();
    expect(pageViewPath('//evil.example')).toBeNull();
    expect(pageViewPath(`/${'a'.repeat(600)}`)).toBeNull();
  });
});

describe('public settings', () => {
  it('exposes only the About texts', () => {
    expect(isPublicSetting('about_adire')).toBe(true);
    expect(isPublicSetting('our_story')).toBe(true);
    expect(isPublicSetting('seed_version')).toBe(false);
  });
});

describe('legal HTML', () => {
  it('keeps structure and safe links, drops scripts, handlers and javascript: links', () => {
    expect(sanitizeLegalHtml('<h2 class="x">T</h2><p onclick="x()">a <a href="javascript:alert(1)">b</a> <a href="mailto:s@a.co">c</a></p><script>1</script><iframe src="/"></iframe>')).toBe(
      '<h2>T</h2><p>a <a rel="noopener noreferrer">b</a> <a href="mailto:s@a.co" rel="noopener noreferrer">c</a></p>',
    );
  });
});
