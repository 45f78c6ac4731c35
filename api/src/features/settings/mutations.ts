import { builder } from '../../graphql/builder.js';
import { recordAudit } from '../../graphql/kit/audit.js';
import { takeTurnsWriting } from '../../graphql/kit/table-lock.js';
import { throwIfInvalid } from '../../graphql/kit/validation.js';
import { settingsPolicies } from './access.js';
import { readSiteSettings, type SiteSettingsRow } from './data.js';
import {
  SITE_SETTING_FIELDS,
  SITE_SETTING_KEYS,
  SITE_SETTING_LABELS,
  settingValue,
  siteSettingsErrors,
  type SiteSettingField,
} from './rules.js';
import { SiteSettingsRef } from './types.js';

const UpdatePlatformSettingsInput = builder.inputType('UpdatePlatformSettingsInput', {
  description: 'The settings to change; a field left out stays as it is, a blank one is cleared (the default shows).',
  fields: (t) => ({
    aboutAdire: t.string({ required: false, description: 'At most 2000 characters; a blank line starts a paragraph.' }),
    ourStory: t.string({ required: false, description: 'At most 4000 characters.' }),
    contactEmail: t.string({ required: false }),
    instagramUrl: t.string({ required: false, description: 'An address on instagram.com.' }),
    tiktokUrl: t.string({ required: false, description: 'An address on tiktok.com.' }),
  }),
});

const UpdatePlatformSettingsPayload = builder
  .objectRef<{ settings: SiteSettingsRow; changed: SiteSettingField[] }>('UpdatePlatformSettingsPayload')
  .implement({
    fields: (t) => ({
      settings: t.field({ type: SiteSettingsRef, resolve: (p) => p.settings }),
      changedFields: t.stringList({ description: 'The settings that changed.', resolve: (p) => p.changed }),
    }),
  });

builder.mutationField('updatePlatformSettings', (t) =>
  t.withAuth(settingsPolicies.manage).field({
    type: UpdatePlatformSettingsPayload,
    args: { input: t.arg({ type: UpdatePlatformSettingsInput, required: true }) },
    description: 'Changes the public site settings (studio.settings.manage); each change is in the audit trail.',
    unauthorizedError: settingsPolicies.refused,
    resolve: async (_root, { input }, ctx) => {
      const viewer = ctx.viewer;
      throwIfInvalid(siteSettingsErrors(input));
      return ctx.prisma.$transaction(async (tx) => {
        // Settings are rare writes: one at a time, so each audit entry's "from" is what was replaced.
        await takeTurnsWriting(tx, 'platform_settings');
        const before = await readSiteSettings(tx);
        const changed: SiteSettingField[] = [];
        for (const field of SITE_SETTING_FIELDS) {
          if (input[field] === undefined) continue;
          const key = SITE_SETTING_KEYS[field];
          const from = before[field];
          const to = settingValue(input[field]);
          if (from === to) continue;
          if (to === null) await tx.platformSetting.delete({ where: { key } });
          else await tx.platformSetting.upsert({ where: { key }, create: { key, value: to }, update: { value: to } });
          changed.push(field);
          await recordAudit(tx, viewer, {
            action: from === null ? 'created' : to === null ? 'deleted' : 'updated',
            entityType: 'platform_setting',
            entityId: key,
            entityLabel: SITE_SETTING_LABELS[field],
            changes: { value: { from, to } },
          });
        }
        return { settings: await readSiteSettings(tx), changed };
      });
    },
  }),
);
