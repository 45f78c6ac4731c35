import { describe, expect, it } from 'vitest';
import { isPublicSetting } from './rules.js';

describe('public settings', () => {
  it('exposes only the About texts', () => {
    expect(isPublicSetting('about_adire')).toBe(true);
    expect(isPublicSetting('our_story')).toBe(true);
    expect(isPublicSetting('seed_version')).toBe(false);
  });
});
