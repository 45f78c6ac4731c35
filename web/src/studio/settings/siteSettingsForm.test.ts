import { describe, expect, it } from 'vitest';
import { changedSettings, shownSettings, siteSettingsFormFrom, siteSettingsProblems } from './siteSettingsForm';

const initial = siteSettingsFormFrom({
  aboutAdire: 'About us',
  ourStory: null,
  contactEmail: 'hello@adire.example',
  instagramUrl: null,
  tiktokUrl: null,
});

describe('settings form', () => {
  it('starts from the stored values, blank where unset', () => {
    expect(initial).toEqual({
      aboutAdire: 'About us',
      ourStory: '',
      contactEmail: 'hello@adire.example',
      instagramUrl: '',
      tiktokUrl: '',
    });
  });

  it('sends only the changed fields, trimmed, with a cleared one blank', () => {
    expect(
      changedSettings(initial, {
        ...initial,
        aboutAdire: ' About us ',
        contactEmail: '',
        tiktokUrl: ' https://tiktok.com/@a ',
      }),
    ).toEqual({ contactEmail: '', tiktokUrl: 'https://tiktok.com/@a' });
  });

  it('lists problems in the form’s order', () => {
    expect(Object.keys(siteSettingsProblems({ ...initial, tiktokUrl: 'nope', contactEmail: 'nope' }))).toEqual([
      'contactEmail',
      'tiktokUrl',
    ]);
  });

  it('previews the default wherever a field is blank', () => {
    const shown = shownSettings(initial);
    expect(shown.aboutAdire).toBe('About us');
    expect(shown.ourStory).toMatch(/indigo resist-dyed cloth/);
    expect(shown.instagramUrl).toBe('https://instagram.com/adire');
  });
});
