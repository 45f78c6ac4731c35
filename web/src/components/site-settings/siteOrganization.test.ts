import { describe, expect, it } from 'vitest';
import { SITE_SETTING_DEFAULTS as DEFAULT_SITE_SETTINGS } from '@features/settings/rules';
import { organizationContacts, socialProfiles } from './siteOrganization';

describe('site organization contacts', () => {
  it('names the set contact address and social profiles', () => {
    const settings = {
      ...DEFAULT_SITE_SETTINGS,
      contactEmail: 'studio@adire.example',
      instagramUrl: 'https://instagram.com/adire.studio',
    };
    expect(organizationContacts(settings)).toEqual({
      email: 'studio@adire.example',
      sameAs: ['https://instagram.com/adire.studio', DEFAULT_SITE_SETTINGS.tiktokUrl],
    });
  });

  it('falls back to the built-in address and profiles', () => {
    expect(organizationContacts(DEFAULT_SITE_SETTINGS).email).toBe('hello@adire.example');
    expect(socialProfiles(DEFAULT_SITE_SETTINGS)).toEqual(['https://instagram.com/adire', 'https://tiktok.com/@adire']);
  });
});
