import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { restClient } from '../support/rest-client.js';
import { bearer, signInWithPassword, webClient } from '../support/sign-in.js';

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

describe('GET /api/legal-documents', () => {
  it('answers the documents of a type, the active one first, in the spec shape', async () => {
    for (const type of ['privacy_policy', 'terms_of_service']) {
      const { status, body } = await rest.get(`/api/legal-documents?type=${type}`);
      expect(status).toBe(200);
      expect(body.documents.length).toBeGreaterThan(0);
      expect(body.documents.every((d: any) => d.type === type && d.document_type === type)).toBe(true);
      expect(body.documents[0].is_active).toBe(true);
      expect(body.documents.filter((d: any) => d.is_active)).toHaveLength(1);
      expect(body.documents[0].effective_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Object.keys(body.documents[0]).sort()).toEqual([
        'content',
        'document_type',
        'effective_date',
        'id',
        'is_active',
        'title',
        'type',
        'version',
      ]);
    }
  });

  it('sanitises the HTML on the server', async () => {
    const active = await server.db.prisma.legalDocument.findFirstOrThrow({
      where: { documentType: 'privacy_policy', isActive: true },
    });
    await server.db.prisma.legalDocument.update({
      where: { id: active.id },
      data: {
        content:
          '<h2>Data</h2><p onclick="steal()">We keep <a href="javascript:alert(1)">little</a> <a href="/contact">data</a>.</p><script>alert(1)</script><img src=x onerror=alert(1)>',
      },
    });
    const { body } = await rest.get('/api/legal-documents?type=privacy_policy');
    expect(body.documents[0].content).toBe(
      '<h2>Data</h2><p>We keep <a rel="noopener noreferrer">little</a> <a href="/contact" rel="noopener noreferrer">data</a>.</p>',
    );
  });

  it('refuses an unknown type', async () => {
    expect(await rest.get('/api/legal-documents?type=cookies')).toEqual({
      status: 400,
      body: { error: 'type must be privacy_policy or terms_of_service', documents: [] },
    });
  });
});

describe('GET /api/legal-documents?active=false', () => {
  it('answers every version to super admins; others are refused with 401 or 403', async () => {
    const superAdmin = bearer(await tokenFor('superadmin@adire.example', 'Adire-Super-2026!'));
    const all = await server.db.prisma.legalDocument.count();
    const { status, body } = await rest.get('/api/legal-documents?active=false', superAdmin);
    expect(status).toBe(200);
    expect(body.documents).toHaveLength(all);
    expect(body.documents.some((d: any) => !d.is_active)).toBe(true);
    expect(body.notice).toBeUndefined();
    const terms = await rest.get('/api/legal-documents?active=false&type=terms_of_service', superAdmin);
    expect(terms.body.documents.every((d: any) => d.document_type === 'terms_of_service')).toBe(true);

    expect(await rest.get('/api/legal-documents?active=false')).toEqual({
      status: 401,
      body: { error: 'You need to be signed in to do that.', documents: [] },
    });
    for (const [email, password] of [
      ['admin@adire.example', 'Adire-Admin-2026!'],
      ['brandadmin@adire.example', 'Adire-Brand-2026!'],
    ])
      expect(await rest.get('/api/legal-documents?active=false', bearer(await tokenFor(email, password)))).toEqual({
        status: 403,
        body: { error: 'Only super admins can see inactive legal documents.', documents: [] },
      });
  });

  it('without active=false, answers the active versions only, to everyone', async () => {
    const { body } = await rest.get('/api/legal-documents');
    expect(body.documents.length).toBe(2);
    expect(body.documents.every((d: any) => d.is_active)).toBe(true);
  });
});

describe('POST and PUT /api/legal-documents', () => {
  const created: string[] = [];

  it('refuses missing fields, a bad date and a bad type with the spec texts', async () => {
    const superAdmin = bearer(await tokenFor('superadmin@adire.example', 'Adire-Super-2026!'));
    expect(
      await rest.post('/api/legal-documents', { document_type: 'terms_of_service', title: '' }, superAdmin),
    ).toEqual({
      status: 400,
      body: {
        error: 'Please fill in all required fields',
        fieldErrors: {
          title: 'Please fill in all required fields',
          content: 'Please fill in all required fields',
          effective_date: 'Please fill in all required fields',
        },
      },
    });
    const badDate = await rest.post(
      '/api/legal-documents',
      { document_type: 'privacy_policy', title: 'Privacy', content: '<p>x</p>', effective_date: 'soon' },
      superAdmin,
    );
    expect(badDate).toEqual({
      status: 400,
      body: {
        error: 'Effective date must be a date, such as 2025-01-01',
        fieldErrors: { effective_date: 'Effective date must be a date, such as 2025-01-01' },
      },
    });
    expect(
      await rest.post('/api/legal-documents', { document_type: 'cookies', title: 'C', content: 'c' }, superAdmin),
    ).toEqual({
      status: 400,
      body: {
        error: 'Document type must be terms_of_service or privacy_policy',
        fieldErrors: { document_type: 'Document type must be terms_of_service or privacy_policy' },
      },
    });
    expect(await rest.put('/api/legal-documents', { title: 'No id' }, superAdmin)).toEqual({
      status: 400,
      body: { error: 'The document id is required', fieldErrors: { id: 'The document id is required' } },
    });
  });

  it('creates with POST and updates with PUT (id in the body), answering the message and the document', async () => {
    const superAdmin = bearer(await tokenFor('superadmin@adire.example', 'Adire-Super-2026!'));
    const post = await rest.post(
      '/api/legal-documents',
      {
        document_type: 'privacy_policy',
        title: 'Privacy Policy',
        content: '<h2>Data</h2><p>We keep little.</p>',
        effective_date: '2026-05-01',
      },
      superAdmin,
    );
    expect(post.status).toBe(201);
    expect(post.body).toMatchObject({
      message: 'Document created successfully',
      document: { document_type: 'privacy_policy', version: '3.0', is_active: false, effective_date: '2026-05-01' },
    });
    created.push(post.body.document.id);

    const put = await rest.put(
      '/api/legal-documents',
      { id: post.body.document.id, document_type: 'privacy_policy', title: 'Privacy Policy (2026)', is_active: true },
      superAdmin,
    );
    expect(put).toMatchObject({
      status: 200,
      body: { message: 'Document updated successfully', document: { title: 'Privacy Policy (2026)', is_active: true } },
    });
    const { body } = await rest.get('/api/legal-documents?type=privacy_policy');
    expect(body.documents.map((d: any) => d.version)).toEqual(['3.0']);

    expect(
      await rest.put(
        '/api/legal-documents',
        { id: post.body.document.id, document_type: 'terms_of_service' },
        superAdmin,
      ),
    ).toEqual({
      status: 400,
      body: {
        error: 'The document type cannot be changed',
        fieldErrors: { document_type: 'The document type cannot be changed' },
      },
    });
    expect(
      await rest.put('/api/legal-documents', { id: '6f1c1c44-9a8e-4b61-9d9b-0c3f5c6a7b8d', title: 'x' }, superAdmin),
    ).toEqual({ status: 404, body: { error: 'Legal document not found' } });
  });

  it('refuses writes from the signed-out (401) and from anyone but super admins (403)', async () => {
    const body = { document_type: 'terms_of_service', title: 'T', content: '<p>t</p>', effective_date: '2026-01-01' };
    expect(await rest.post('/api/legal-documents', body)).toEqual({
      status: 401,
      body: { error: 'You need to be signed in to do that.' },
    });
    const admin = bearer(await tokenFor('admin@adire.example', 'Adire-Admin-2026!'));
    expect(await rest.post('/api/legal-documents', body, admin)).toEqual({
      status: 403,
      body: { error: 'You do not have permission to access this page.' },
    });
    const brandAdmin = bearer(await tokenFor('brandadmin@adire.example', 'Adire-Brand-2026!'));
    const anyId = (await server.db.prisma.legalDocument.findFirstOrThrow()).id;
    expect((await rest.put('/api/legal-documents', { ...body, id: anyId }, brandAdmin)).status).toBe(403);
  });

  it('with no document stored, answers an empty list with a notice (the public pages show their default text)', async () => {
    await server.db.prisma.legalDocument.deleteMany();
    const superAdmin = bearer(await tokenFor('superadmin@adire.example', 'Adire-Super-2026!'));
    expect(await rest.get('/api/legal-documents?active=false', superAdmin)).toEqual({
      status: 200,
      body: {
        documents: [],
        notice:
          'No legal documents are stored yet: the public pages show their default text until a version is published.',
      },
    });
    expect(await rest.get('/api/legal-documents?type=terms_of_service')).toEqual({
      status: 200,
      body: { documents: [] },
    });
  });
});
