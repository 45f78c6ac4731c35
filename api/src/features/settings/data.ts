import type { Prisma, PrismaClient } from '../../generated/prisma/client.js';
import { SITE_SETTING_FIELDS, SITE_SETTING_KEYS, type SiteSettings } from './rules.js';

export interface SiteSettingsRow extends SiteSettings {
  updatedAt: Date | null;
}

/** The site settings as one record: each stored value, null when unset, and when any last changed. */
export async function readSiteSettings(client: PrismaClient | Prisma.TransactionClient): Promise<SiteSettingsRow> {
  const rows = await client.platformSetting.findMany({ where: { key: { in: Object.values(SITE_SETTING_KEYS) } } });
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const settings = Object.fromEntries(
    SITE_SETTING_FIELDS.map((field) => [field, byKey.get(SITE_SETTING_KEYS[field])?.value ?? null]),
  ) as SiteSettings;
  const updatedAt = rows.reduce<Date | null>(
    (latest, row) => (!latest || row.updatedAt > latest ? row.updatedAt : latest),
    null,
  );
  return { ...settings, updatedAt };
}
