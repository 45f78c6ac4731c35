import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { bearer } from '../support/sign-in.js';
import { seeded, seededTokens } from '../support/seeded-sign-in.js';

const FIELDS = 'id aboutAdire ourStory contactEmail instagramUrl tiktokUrl updatedAt';
const UPDATE = `mutation ($input: UpdatePlatformSettingsInput!) { updatePlatformSettings(input: $input) { settings { ${FIELDS} } changedFields } }`;
const STUDIO = `{ studioSiteSettings { ${FIELDS} } }`;
const PUBLIC = `{ siteSettings { ${FIELDS} } story: platformSetting(key: "our_story") { value } mail: platformSetting(key: "contact_email") { value } seed: platformSetting(key: "seed_version") { value } }`;

let server: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  Object.assign(tokens, await seededTokens(server.url, ['super_admin', 'admin', 'brand_admin']));
});
afterAll(async () => {
  await server?.close();
});

const as = (role: string | null, query: string, variables: Record<string, unknown> = {}) =>
  server.graphql(query, variables, role ? bearer(tokens[role]!) : {});

describe('platform settings', () => {
  it('shows the public ones to everyone: the seeded About texts, null where unset, nothing internal', async () => {
    const { body } = await as(null, PUBLIC);
    expect(body.errors).toBeUndefined();
    expect(body.data.siteSettings).toMatchObject({ id: 'site-settings', contactEmail: null, instagramUrl: null });
    expect(body.data.siteSettings.ourStory).toBe(body.data.story.value);
    expect(body.data.seed).toBeNull();
  });

  it('validates the e-mail, the social links and the lengths with field messages', async () => {
    const answer = await as('super_admin', UPDATE, {
      input: {
        contactEmail: 'hello@',
        instagramUrl: 'instagram.com/adire',
        tiktokUrl: 'https://example.com/@adire',
        ourStory: 'x'.repeat(4001),
      },
    });
    expect(answer.body.errors?.[0]).toMatchObject({
      extensions: {
        code: 'BAD_USER_INPUT',
        fieldErrors: {
          ourStory: 'Our Story must be at most 4000 characters',
          contactEmail: 'Please enter a valid email address',
          instagramUrl: 'Instagram link must be a web address starting with https://',
          tiktokUrl: 'TikTok link must be an address on tiktok.com',
        },
      },
    });
    expect(await server.db.prisma.platformSetting.findUnique({ where: { key: 'contact_email' } })).toBeNull();
  });

  it('saves the changed settings, clears blank ones, and records each change in the audit trail', async () => {
    const saved = await as('super_admin', UPDATE, {
      input: {
        aboutAdire: '  Adire brings designers together.\n\nSecond paragraph.  ',
        contactEmail: 'press@adire.example',
        instagramUrl: 'https://www.instagram.com/adire.studio',
        tiktokUrl: '',
      },
    });
    expect(saved.body.errors).toBeUndefined();
    expect(saved.body.data.updatePlatformSettings).toMatchObject({
      settings: {
        aboutAdire: 'Adire brings designers together.\n\nSecond paragraph.',
        contactEmail: 'press@adire.example',
        instagramUrl: 'https://www.instagram.com/adire.studio',
        tiktokUrl: null,
      },
      changedFields: ['aboutAdire', 'contactEmail', 'instagramUrl'],
    });
    const { body } = await as(null, PUBLIC);
    expect(body.data.siteSettings.contactEmail).toBe('press@adire.example');
    expect(body.data.mail.value).toBe('press@adire.example');

    const events = await server.db.prisma.auditEvent.findMany({
      where: { entityType: 'platform_setting' },
      orderBy: { createdAt: 'asc' },
    });
    expect(events.map((e) => [e.entityId, e.action])).toEqual([
      ['about_adire', 'updated'],
      ['contact_email', 'created'],
      ['instagram_url', 'created'],
    ]);
    expect(events[1]!.changes).toEqual({ value: { from: null, to: 'press@adire.example' } });
    expect(events[0]!.actorEmail).toBe(seeded('super_admin').email);

    // Clearing one: the row goes (the site shows its default again), and the trail says so.
    const cleared = await as('super_admin', UPDATE, { input: { contactEmail: ' ' } });
    expect(cleared.body.data.updatePlatformSettings.changedFields).toEqual(['contactEmail']);
    expect(await server.db.prisma.platformSetting.findUnique({ where: { key: 'contact_email' } })).toBeNull();
    const deleted = await server.db.prisma.auditEvent.findFirstOrThrow({
      where: { entityType: 'platform_setting', entityId: 'contact_email', action: 'deleted' },
    });
    expect(deleted.changes).toEqual({ value: { from: 'press@adire.example', to: null } });
    // Nothing changed: nothing recorded.
    const before = await server.db.prisma.auditEvent.count({ where: { entityType: 'platform_setting' } });
    const same = await as('super_admin', UPDATE, { input: { instagramUrl: 'https://www.instagram.com/adire.studio' } });
    expect(same.body.data.updatePlatformSettings.changedFields).toEqual([]);
    expect(await server.db.prisma.auditEvent.count({ where: { entityType: 'platform_setting' } })).toBe(before);
  });

  it('needs studio.settings.manage: signed-out, brand admins and admins are refused', async () => {
    for (const [role, code] of [
      [null, 'UNAUTHENTICATED'],
      ['brand_admin', 'FORBIDDEN'],
      ['admin', 'FORBIDDEN'],
    ] as const) {
      const write = await as(role, UPDATE, { input: { aboutAdire: 'Taken over' } });
      expect(write.body.errors?.[0]?.extensions?.code).toBe(code);
      const read = await as(role, STUDIO);
      expect(read.body.errors?.[0]?.extensions?.code).toBe(code);
    }
    expect((await as('admin', STUDIO)).body.errors?.[0]?.message).toBe(
      'You do not have permission to access this page.',
    );
    const about = await server.db.prisma.platformSetting.findUniqueOrThrow({ where: { key: 'about_adire' } });
    expect(about.value).not.toBe('Taken over');
    expect((await as('super_admin', STUDIO)).body.data.studioSiteSettings.instagramUrl).toBe(
      'https://www.instagram.com/adire.studio',
    );
  });
});
