import { describe, expect, it } from 'vitest';
import { isPublicSetting, paragraphsOf, siteSettingsErrors, withDefaults } from './rules.js';

describe('public settings', () => {
  it('exposes the About texts, the contact address and the social links, nothing internal', () => {
    for (const key of ['about_adire', 'our_story', 'contact_email', 'instagram_url', 'tiktok_url'])
      expect(isPublicSetting(key)).toBe(true);
    expect(isPublicSetting('seed_version')).toBe(false);
  });

  it('falls back to the built-in text for every unset or blank setting', () => {
    const shown = withDefaults({ ourStory: '  ', contactEmail: 'press@adire.example' });
    expect(shown.contactEmail).toBe('press@adire.example');
    expect(shown.ourStory).toMatch(/indigo resist-dyed cloth/);
    expect(shown.instagramUrl).toBe('https://instagram.com/adire');
    expect(withDefaults(null).tiktokUrl).toBe('https://tiktok.com/@adire');
  });
});

describe('settings form', () => {
  it('accepts blanks (the default shows) and good values', () => {
    expect(
      siteSettingsErrors({
        aboutAdire: '',
        contactEmail: 'hello@adire.example',
        instagramUrl: 'https://www.instagram.com/adire.studio',
        tiktokUrl: 'https://tiktok.com/@adire',
      }),
    ).toEqual({});
  });

  it('names the bad e-mail, addresses that are not web addresses or not on their network, and long texts', () => {
    expect(
      siteSettingsErrors({
        aboutAdire: 'a'.repeat(2001),
        contactEmail: 'hello@',
        instagramUrl: 'javascript:alert(1)',
        tiktokUrl: 'https://evil.example/@adire',
      }),
    ).toEqual({
      aboutAdire: 'About Adire must be at most 2000 characters',
      contactEmail: 'Please enter a valid email address',
      instagramUrl: 'Instagram link must be a web address starting with https://',
      tiktokUrl: 'TikTok link must be an address on tiktok.com',
    });
    expect(siteSettingsErrors({ instagramUrl: 'https://notinstagram.com/x' })).toEqual({
      instagramUrl: 'Instagram link must be an address on instagram.com',
    });
  });

  it('splits text into paragraphs at blank lines', () => {
    expect(paragraphsOf('One\n\n  \nTwo\nstill two\n\n')).toEqual(['One', 'Two\nstill two']);
  });
});
