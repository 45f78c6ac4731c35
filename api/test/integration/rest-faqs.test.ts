import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { bearer, signInWithPassword, webClient } from '../support/sign-in.js';
import { restClient } from '../support/rest-client.js';

let server: TestServer;
let rest: ReturnType<typeof restClient>;
beforeAll(async () => {
  server = await startTestServer();
  rest = restClient(server);
});
afterAll(async () => {
  await server?.close();
});

const tokenFor = async (email: string, password: string) =>
  (await signInWithPassword(server.url, await webClient(server.url), email, password)).tokens.access_token;

describe('GET /api/admin/faqs', () => {
  it('lists only active entries, in display order, in the spec shape', async () => {
    const { status, body } = await rest.get('/api/admin/faqs');
    expect(status).toBe(200);
    const active = await server.db.prisma.faq.findMany({ where: { isActive: true }, orderBy: { displayOrder: 'asc' } });
    expect(body.faqs.map((f: any) => f.question)).toEqual(active.map((f) => f.question));
    expect(body.faqs.every((f: any) => f.is_active)).toBe(true);
    expect(Object.keys(body.faqs[0]).sort()).toEqual([
      'answer',
      'category',
      'display_order',
      'id',
      'is_active',
      'page_location',
      'question',
    ]);
  });

  it('includes inactive entries only for super admins who ask', async () => {
    const all = await server.db.prisma.faq.count();
    const superAdmin = await tokenFor('superadmin@adire.example', 'Adire-Super-2026!');
    const { status, body } = await rest.get('/api/admin/faqs?include_inactive=true', bearer(superAdmin));
    expect(status).toBe(200);
    expect(body.faqs).toHaveLength(all);
    expect(body.faqs.some((f: any) => !f.is_active)).toBe(true);

    expect(await rest.get('/api/admin/faqs?include_inactive=true')).toEqual({
      status: 403,
      body: { error: 'Only super admins can see inactive FAQs.', faqs: [] },
    });
    const admin = await tokenFor('admin@adire.example', 'Adire-Admin-2026!');
    expect((await rest.get('/api/admin/faqs?include_inactive=true', bearer(admin))).status).toBe(403);
  });
});
