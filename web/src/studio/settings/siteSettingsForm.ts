import {
  SITE_SETTING_DEFAULTS,
  SITE_SETTING_FIELDS,
  siteSettingsErrors,
  withDefaults,
  type SiteSettingField,
  type SiteSettings,
} from '@features/settings/rules';

/** The settings form as typed: '' for a setting that is unset (the site shows its default). */
export type SiteSettingsFormState = Record<SiteSettingField, string>;

export function siteSettingsFormFrom(settings: Partial<SiteSettings>): SiteSettingsFormState {
  return Object.fromEntries(
    SITE_SETTING_FIELDS.map((field) => [field, settings[field] ?? '']),
  ) as SiteSettingsFormState;
}

/** The form's problems in the order the form shows the fields (the first is also the toast). */
export function siteSettingsProblems(form: SiteSettingsFormState): Record<string, string> {
  const errors = siteSettingsErrors(form);
  return Object.fromEntries(
    SITE_SETTING_FIELDS.filter((field) => errors[field]).map((field) => [field, errors[field]!]),
  );
}

/** Only what changed is sent, trimmed; a cleared field is sent blank (the default shows again). */
export function changedSettings(
  initial: SiteSettingsFormState,
  form: SiteSettingsFormState,
): Partial<SiteSettingsFormState> {
  return Object.fromEntries(
    SITE_SETTING_FIELDS.filter((field) => form[field].trim() !== initial[field].trim()).map((field) => [
      field,
      form[field].trim(),
    ]),
  );
}

/** What the public site will show for the form as typed. */
export const shownSettings = (form: SiteSettingsFormState) => withDefaults(form);

export const defaultOf = (field: SiteSettingField) => SITE_SETTING_DEFAULTS[field];
