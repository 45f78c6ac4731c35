import type { ShownSiteSettings } from './useSiteSettings';

/** The social profiles the site links to, in the order the footer shows them. */
export const socialProfiles = (settings: ShownSiteSettings): string[] => [settings.instagramUrl, settings.tiktokUrl];

/** What Organization structured data says about how to reach Adire. */
export const organizationContacts = (settings: ShownSiteSettings) => ({
  email: settings.contactEmail,
  sameAs: socialProfiles(settings),
});
