import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { bearer, signInWithPassword, webClient } from '../support/sign-in.js';
import { restClient } from '../support/rest-client.js';
import { SEED_USERS } from '../../../prisma/seed/index.js';

const brandAdmin = SEED_USERS.find((u) => u.role === 'brand_admin')!;

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

describe('POST, PUT and DELETE /api/admin/faqs', () => {
  let superAdmin: Record<string, string>;
  beforeAll(async () => {
    superAdmin = bearer(await tokenFor('superadmin@adire.example', 'Adire-Super-2026!'));
  });

  it('creates with the defaults, updates, toggles and deletes, answering {message}', async () => {
    const created = await rest.post(
      '/api/admin/faqs',
      { question: 'Do you have gift cards?', answer: 'Not yet.', display_order: '5', page_location: 'how-it-works' },
      superAdmin,
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      message: 'FAQ created successfully',
      faq: {
        question: 'Do you have gift cards?',
        answer: '<p>Not yet.</p>',
        category: 'general',
        page_location: 'how-it-works',
        display_order: 5,
        is_active: true,
      },
    });
    const id = created.body.faq.id;

    const edited = await rest.put('/api/admin/faqs', { id, category: 'billing', display_order: 0 }, superAdmin);
    expect(edited).toMatchObject({
      status: 200,
      body: { message: 'FAQ updated successfully', faq: { category: 'billing', display_order: 0 } },
    });
    expect(await rest.put('/api/admin/faqs', { id, is_active: false }, superAdmin)).toMatchObject({
      status: 200,
      body: { message: 'FAQ deactivated successfully', faq: { is_active: false } },
    });
    expect((await rest.get('/api/admin/faqs')).body.faqs.map((f: any) => f.id)).not.toContain(id);
    expect((await rest.put('/api/admin/faqs', { id, is_active: true }, superAdmin)).body.message).toBe(
      'FAQ activated successfully',
    );

    expect(await rest.delete(`/api/admin/faqs?id=${id}`, superAdmin)).toEqual({
      status: 200,
      body: { message: 'FAQ deleted successfully' },
    });
    expect(await rest.delete(`/api/admin/faqs?id=${id}`, superAdmin)).toEqual({
      status: 404,
      body: { error: 'FAQ not found' },
    });
    expect((await rest.put('/api/admin/faqs', { id, question: 'Again?' }, superAdmin)).status).toBe(404);
  });

  it('refuses bad input with the spec’s texts (400)', async () => {
    const missing = await rest.post('/api/admin/faqs', { question: 'Only a question?' }, superAdmin);
    expect(missing).toEqual({
      status: 400,
      body: {
        error: 'Please fill in both question and answer',
        fieldErrors: { answer: 'Please fill in both question and answer' },
      },
    });
    expect(
      await rest.post('/api/admin/faqs', { question: 'Q', answer: 'A', display_order: 'first' }, superAdmin),
    ).toEqual({
      status: 400,
      body: {
        error: 'Display order must be a whole number from 0 to 9999',
        fieldErrors: { display_order: 'Display order must be a whole number from 0 to 9999' },
      },
    });
    const wrong = await rest.post(
      '/api/admin/faqs',
      { question: 'Q', answer: 'A', category: 'returns', page_location: 'home', is_active: 'yes' },
      superAdmin,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.fieldErrors).toEqual({
      category: 'Please choose one of the FAQ categories',
      page_location: 'Please choose one of the FAQ page locations',
      is_active: 'Active must be true or false',
    });
    expect(await rest.put('/api/admin/faqs', { question: 'No id' }, superAdmin)).toEqual({
      status: 400,
      body: { error: 'FAQ id is required', fieldErrors: { id: 'FAQ id is required' } },
    });
    expect((await rest.delete('/api/admin/faqs', superAdmin)).body.error).toBe('FAQ id is required');
    const target = (await server.db.prisma.faq.findFirstOrThrow({ where: { isActive: true } })).id;
    expect(await rest.put('/api/admin/faqs', { id: target, answer: ' ' }, superAdmin)).toMatchObject({
      status: 400,
      body: { error: 'Please fill in both question and answer' },
    });
  });

  it('answers 401 signed out and 403 to everyone but super admins, changing nothing', async () => {
    const target = (await server.db.prisma.faq.findFirstOrThrow({ where: { isActive: true } })).id;
    const count = await server.db.prisma.faq.count();
    const valid = { question: 'Q?', answer: 'A.' };
    expect((await rest.post('/api/admin/faqs', valid)).status).toBe(401);
    expect((await rest.put('/api/admin/faqs', { id: target, is_active: false })).status).toBe(401);
    expect((await rest.delete(`/api/admin/faqs?id=${target}`)).status).toBe(401);
    for (const [email, password] of [
      ['admin@adire.example', 'Adire-Admin-2026!'],
      [brandAdmin.email, brandAdmin.password],
    ] as const) {
      const headers = bearer(await tokenFor(email, password));
      const refused = { status: 403, body: { error: 'You do not have permission to access this page.' } };
      expect(await rest.post('/api/admin/faqs', valid, headers)).toEqual(refused);
      expect(await rest.put('/api/admin/faqs', { id: target, is_active: false }, headers)).toEqual(refused);
      expect(await rest.delete(`/api/admin/faqs?id=${target}`, headers)).toEqual(refused);
    }
    expect(await server.db.prisma.faq.count()).toBe(count);
    expect((await server.db.prisma.faq.findUniqueOrThrow({ where: { id: target } })).isActive).toBe(true);
  });
});
