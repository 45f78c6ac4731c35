import { builder } from '../../graphql/builder.js';
import type { SiteSettingsRow } from './data.js';

builder.prismaObject('PlatformSetting', {
  fields: (t) => ({
    key: t.exposeString('key'),
    value: t.exposeString('value'),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

/** One record for every site setting, so screens that show them share it. */
export const SiteSettingsRef = builder.objectRef<SiteSettingsRow>('SiteSettings').implement({
  description: 'The settings the public site reads; null where unset (the site then shows its built-in text).',
  fields: (t) => ({
    id: t.id({ description: 'Always the same: there is one set of site settings.', resolve: () => 'site-settings' }),
    aboutAdire: t.exposeString('aboutAdire', { nullable: true, description: 'The About page intro (about_adire).' }),
    ourStory: t.exposeString('ourStory', { nullable: true, description: 'The About page story (our_story).' }),
    contactEmail: t.exposeString('contactEmail', { nullable: true, description: 'The footer’s contact address.' }),
    instagramUrl: t.exposeString('instagramUrl', { nullable: true }),
    tiktokUrl: t.exposeString('tiktokUrl', { nullable: true }),
    updatedAt: t.expose('updatedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When any of them last changed.',
    }),
  }),
});
