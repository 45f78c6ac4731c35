import { isValidEmail } from '../../domain/email-address.js';
import { SETTINGS_MESSAGES } from './messages.js';

/**
 * The settings the public site reads, by their field name and their platform_settings key: the
 * About page's texts (spec: keys about_{product} and our_story), the footer's contact address and
 * social links. Other keys (seed_version) stay internal.
 */
export const SITE_SETTING_KEYS = {
  aboutAdire: 'about_adire',
  ourStory: 'our_story',
  contactEmail: 'contact_email',
  instagramUrl: 'instagram_url',
  tiktokUrl: 'tiktok_url',
} as const;

export type SiteSettingField = keyof typeof SITE_SETTING_KEYS;
export type SiteSettings = Record<SiteSettingField, string | null>;

export const SITE_SETTING_FIELDS = Object.keys(SITE_SETTING_KEYS) as SiteSettingField[];

export const PUBLIC_SETTING_KEYS: ReadonlySet<string> = new Set(Object.values(SITE_SETTING_KEYS));

export const isPublicSetting = (key: string) => PUBLIC_SETTING_KEYS.has(key);

export const SITE_SETTING_LABELS: Record<SiteSettingField, string> = {
  aboutAdire: 'About Adire',
  ourStory: 'Our Story',
  contactEmail: 'Contact email',
  instagramUrl: 'Instagram link',
  tiktokUrl: 'TikTok link',
};

export const SITE_SETTING_LIMITS: Record<SiteSettingField, number> = {
  aboutAdire: 2000,
  ourStory: 4000,
  contactEmail: 254,
  instagramUrl: 300,
  tiktokUrl: 300,
};

/** What the public site shows while a setting is unset (or the settings cannot be read). */
export const SITE_SETTING_DEFAULTS: Record<SiteSettingField, string> = {
  aboutAdire:
    'Adire is a curated home for emerging African fashion designers. We bring independent studios from across the continent together so that anyone, anywhere, can discover them and commission from them.',
  ourStory:
    'Adire is named after the indigo resist-dyed cloth of south-western Nigeria, made slowly and by hand. We built Adire so that the talent behind such work is easy to find, and every designer is presented with the care their work deserves.',
  contactEmail: 'hello@adire.example',
  instagramUrl: 'https://instagram.com/adire',
  tiktokUrl: 'https://tiktok.com/@adire',
};

const SOCIAL_HOSTS: Partial<Record<SiteSettingField, string>> = {
  instagramUrl: 'instagram.com',
  tiktokUrl: 'tiktok.com',
};

/** A setting's value as stored: trimmed, with blank meaning "unset" (the default shows). */
export const settingValue = (value: string | null | undefined): string | null => value?.trim() || null;

/** The public value of every site setting: the stored one, else the built-in default. */
export function withDefaults(settings: Partial<SiteSettings> | null | undefined): Record<SiteSettingField, string> {
  return Object.fromEntries(
    SITE_SETTING_FIELDS.map((field) => [field, settingValue(settings?.[field]) ?? SITE_SETTING_DEFAULTS[field]]),
  ) as Record<SiteSettingField, string>;
}

function urlProblem(field: SiteSettingField, value: string): string | null {
  const label = SITE_SETTING_LABELS[field];
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return SETTINGS_MESSAGES.url(label);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return SETTINGS_MESSAGES.url(label);
  const host = SOCIAL_HOSTS[field];
  const hostname = url.hostname.toLowerCase();
  if (host && hostname !== host && !hostname.endsWith(`.${host}`)) return SETTINGS_MESSAGES.host(label, host);
  return null;
}

/** The settings form's checks, for the fields sent; blank is allowed (it restores the default). */
export function siteSettingsErrors(draft: Partial<SiteSettings>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of SITE_SETTING_FIELDS) {
    const value = settingValue(draft[field]);
    if (!value) continue;
    if ([...value].length > SITE_SETTING_LIMITS[field])
      errors[field] = SETTINGS_MESSAGES.tooLong(SITE_SETTING_LABELS[field], SITE_SETTING_LIMITS[field]);
    else if (field === 'contactEmail' && !isValidEmail(value)) errors[field] = SETTINGS_MESSAGES.email;
    else if (field in SOCIAL_HOSTS) {
      const problem = urlProblem(field, value);
      if (problem) errors[field] = problem;
    }
  }
  return errors;
}

/** Text in paragraphs, as the About page shows it: a blank line starts a new one. */
export const paragraphsOf = (text: string): string[] =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
