import { builder } from '../../graphql/builder.js';
import { settingsPolicies } from './access.js';
import { readSiteSettings } from './data.js';
import { isPublicSetting } from './rules.js';
import { SiteSettingsRef } from './types.js';

builder.queryField('platformSetting', (t) =>
  t.prismaField({
    type: 'PlatformSetting',
    nullable: true,
    description:
      'A public platform setting (about_adire, our_story, contact_email, instagram_url, tiktok_url) by key; null when unset or not public.',
    args: { key: t.arg.string({ required: true }) },
    resolve: (query, _root, args, ctx) =>
      isPublicSetting(args.key) ? ctx.prisma.platformSetting.findUnique({ ...query, where: { key: args.key } }) : null,
  }),
);

builder.queryField('siteSettings', (t) =>
  t.field({
    type: SiteSettingsRef,
    description: 'The public site settings (About texts, contact address, social links) in one answer.',
    resolve: (_root, _args, ctx) => readSiteSettings(ctx.prisma),
  }),
);

builder.queryField('studioSiteSettings', (t) =>
  t.field({
    type: SiteSettingsRef,
    description: 'The site settings for the Settings screen (studio.settings.manage).',
    authScopes: settingsPolicies.manage,
    unauthorizedError: settingsPolicies.refused,
    resolve: (_root, _args, ctx) => readSiteSettings(ctx.prisma),
  }),
);
