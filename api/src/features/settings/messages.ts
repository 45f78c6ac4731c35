/** The Settings screen's texts (the spec shows none for this screen). */
export const SETTINGS_MESSAGES = {
  email: 'Please enter a valid email address',
  url: (label: string) => `${label} must be a web address starting with https://`,
  host: (label: string, host: string) => `${label} must be an address on ${host}`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  noAccess: 'You do not have permission to access this page.',
  saved: 'Settings saved successfully',
  saveFailed: 'Failed to save settings',
  loadFailed: 'Failed to load settings',
  signIn: 'Please log in to change the platform settings.',
} as const;
