/** Platform settings the public site may read (texts of the About page); others stay internal. */
export const PUBLIC_SETTING_KEYS: ReadonlySet<string> = new Set(['about_adire', 'our_story']);

export const isPublicSetting = (key: string) => PUBLIC_SETTING_KEYS.has(key);
