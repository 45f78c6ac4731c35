import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { bearer } from '../support/sign-in.js';
import { seeded, seededTokens } from '../support/seeded-sign-in.js';

const DOC = 'id documentType title version effectiveDate content isActive';
const CREATE = `mutation ($input: CreateLegalDocumentInput!) { createLegalDocument(input: $input) { document { ${DOC} } versions { id version isActive } } }`;
const UPDATE = `mutation ($input: UpdateLegalDocumentInput!) { updateLegalDocument(input: $input) { document { ${DOC} } } }`;
const ALL_VERSIONS = `query ($type: LegalDocumentType) { legalDocuments(type: $type, activeOnly: false) { id version isActive } }`;
const ONE = `query ($id: ID!) { legalDocument(id: $id) { ${DOC} } }`;
const PUBLIC = `query ($type: LegalDocumentType!) { legalDocuments(type: $type) { version isActive } }`;

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

const TERMS = {
  documentType: 'terms_of_service',
  title: 'Terms of Service',
  content: '<h2>1. Terms</h2><p>Be kind.</p>',
  effectiveDate: '2026-03-01',
};

describe('legal documents in the studio', () => {
  it('asks for the required fields with the spec’s one message, and for a real date', async () => {
    const missing = await as('super_admin', CREATE, { input: { title: ' ', content: '<p></p>' } });
    expect(missing.body.errors?.[0]).toMatchObject({
      message: 'Please fill in all required fields',
      extensions: {
        code: 'BAD_USER_INPUT',
        fieldErrors: {
          documentType: 'Please fill in all required fields',
          title: 'Please fill in all required fields',
          content: 'Please fill in all required fields',
          effectiveDate: 'Please fill in all required fields',
        },
      },
    });
    const badDate = await as('super_admin', CREATE, { input: { ...TERMS, effectiveDate: '2026-02-30' } });
    expect(badDate.body.errors?.[0]?.extensions?.fieldErrors).toEqual({
      effectiveDate: 'Effective date must be a date, such as 2025-01-01',
    });
    // Markup with no words (scripts are removed before the check) is no content.
    const scriptOnly = await as('super_admin', CREATE, { input: { ...TERMS, content: '<script>alert(1)</script>' } });
    expect(scriptOnly.body.errors?.[0]?.extensions?.fieldErrors).toEqual({
      content: 'Please fill in all required fields',
    });
  });

  it('numbers a new version after the highest, sanitises it, and keeps it inactive until asked', async () => {
    const before = (await as('super_admin', ALL_VERSIONS, { type: 'terms_of_service' })).body.data.legalDocuments;
    const created = await as('super_admin', CREATE, {
      input: {
        ...TERMS,
        content: '<p onclick="x()">Hello <a href="javascript:alert(1)">there</a></p><script>1</script>',
      },
    });
    expect(created.body.errors).toBeUndefined();
    const document = created.body.data.createLegalDocument.document;
    expect(document).toMatchObject({ version: '3.0', isActive: false, effectiveDate: '2026-03-01' });
    const stored = await server.db.prisma.legalDocument.findUniqueOrThrow({ where: { id: document.id } });
    expect(stored.content).toBe('<p>Hello <a rel="noopener noreferrer">there</a></p>');
    expect(created.body.data.createLegalDocument.versions).toHaveLength(before.length + 1);
    // The public still sees the version that was active.
    const publicTerms = (await as(null, PUBLIC, { type: 'terms_of_service' })).body.data.legalDocuments;
    expect(publicTerms).toEqual([{ version: '2.0', isActive: true }]);

    const audit = await server.db.prisma.auditEvent.findFirstOrThrow({
      where: { entityType: 'legal_document', entityId: document.id, action: 'created' },
    });
    expect(audit.changes).toMatchObject({
      documentType: { from: null, to: 'terms_of_service' },
      version: { from: null, to: '3.0' },
      content: { from: null, to: `${stored.content.length} characters` },
    });
    expect(audit.actorEmail).toBe(seeded('super_admin').email);
  });

  it('refuses a version of the type that exists, and a type change on edit', async () => {
    const taken = await as('super_admin', CREATE, { input: { ...TERMS, version: '2.0' } });
    expect(taken.body.errors?.[0]?.extensions?.fieldErrors).toEqual({
      version: 'Version 2.0 of the Terms of Service already exists',
    });
    const active = await server.db.prisma.legalDocument.findFirstOrThrow({
      where: { documentType: 'terms_of_service', isActive: true },
    });
    const moved = await as('super_admin', UPDATE, { input: { id: active.id, documentType: 'privacy_policy' } });
    expect(moved.body.errors?.[0]?.extensions?.fieldErrors).toEqual({
      documentType: 'The document type cannot be changed',
    });
    const blank = await as('super_admin', UPDATE, { input: { id: active.id, title: '' } });
    expect(blank.body.errors?.[0]?.extensions?.fieldErrors).toEqual({ title: 'Please fill in all required fields' });
    const missing = await as('super_admin', UPDATE, {
      input: { id: '6f1c1c44-9a8e-4b61-9d9b-0c3f5c6a7b8d', title: 'x' },
    });
    expect(missing.body.errors?.[0]).toMatchObject({
      message: 'Legal document not found',
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('activating a version deactivates the others of its type in the same write, and says so in the trail', async () => {
    const created = await as('super_admin', CREATE, { input: { ...TERMS, version: '4.1', isActive: true } });
    expect(created.body.errors).toBeUndefined();
    const fresh = created.body.data.createLegalDocument.document;
    const activeTerms = await server.db.prisma.legalDocument.findMany({
      where: { documentType: 'terms_of_service', isActive: true },
    });
    expect(activeTerms.map((d) => d.id)).toEqual([fresh.id]);
    // The privacy policy is another type: untouched.
    expect(
      await server.db.prisma.legalDocument.count({ where: { documentType: 'privacy_policy', isActive: true } }),
    ).toBe(1);
    const publicTerms = (await as(null, PUBLIC, { type: 'terms_of_service' })).body.data.legalDocuments;
    expect(publicTerms).toEqual([{ version: '4.1', isActive: true }]);

    const previous = await server.db.prisma.legalDocument.findFirstOrThrow({
      where: { documentType: 'terms_of_service', version: '2.0' },
    });
    const deactivated = await server.db.prisma.auditEvent.findFirstOrThrow({
      where: { entityType: 'legal_document', entityId: previous.id, action: 'deactivated' },
    });
    expect(deactivated.changes).toEqual({ isActive: { from: true, to: false } });

    // And back: the earlier version is made active again by an update.
    const back = await as('super_admin', UPDATE, { input: { id: previous.id, isActive: true } });
    expect(back.body.data.updateLegalDocument.document.isActive).toBe(true);
    const all = (await as('super_admin', ALL_VERSIONS, { type: 'terms_of_service' })).body.data.legalDocuments;
    expect(all.filter((d: any) => d.isActive).map((d: any) => d.id)).toEqual([previous.id]);
    expect(all[0].id).toBe(previous.id);
    const activated = await server.db.prisma.auditEvent.findFirstOrThrow({
      where: { entityType: 'legal_document', entityId: previous.id, action: 'activated' },
    });
    expect(activated.changes).toEqual({ isActive: { from: false, to: true } });
  });

  it('edits a version: changes recorded field by field', async () => {
    const draft = (
      await as('super_admin', CREATE, { input: { ...TERMS, documentType: 'privacy_policy', title: 'Privacy' } })
    ).body.data.createLegalDocument.document;
    const edited = await as('super_admin', UPDATE, {
      input: { id: draft.id, title: 'Privacy Policy', effectiveDate: '2026-04-01', content: '<p>New words</p>' },
    });
    expect(edited.body.data.updateLegalDocument.document).toMatchObject({
      title: 'Privacy Policy',
      effectiveDate: '2026-04-01',
      content: '<p>New words</p>',
      documentType: 'privacy_policy',
    });
    const event = await server.db.prisma.auditEvent.findFirstOrThrow({
      where: { entityId: draft.id, action: 'updated' },
    });
    expect(event.changes).toMatchObject({
      title: { from: 'Privacy', to: 'Privacy Policy' },
      effectiveDate: { from: '2026-03-01T00:00:00.000Z', to: '2026-04-01T00:00:00.000Z' },
      content: { to: '16 characters' },
    });
    expect((await as('super_admin', ONE, { id: draft.id })).body.data.legalDocument.title).toBe('Privacy Policy');
    expect((await as('super_admin', ONE, { id: 'not-an-id' })).body.data.legalDocument).toBeNull();
  });

  it('is for super admins only: signed-out, brand admins and admins are refused', async () => {
    const input = { ...TERMS, title: 'Not allowed' };
    for (const [role, code] of [
      [null, 'UNAUTHENTICATED'],
      ['brand_admin', 'FORBIDDEN'],
      ['admin', 'FORBIDDEN'],
    ] as const) {
      const created = await as(role, CREATE, { input });
      expect(created.body.errors?.[0]?.extensions?.code).toBe(code);
      const every = await as(role, ALL_VERSIONS);
      expect(every.body.errors?.[0]?.extensions?.code).toBe(code);
      const one = await as(role, ONE, { id: '6f1c1c44-9a8e-4b61-9d9b-0c3f5c6a7b8d' });
      expect(one.body.errors?.[0]?.extensions?.code).toBe(code);
    }
    expect((await as('admin', ALL_VERSIONS)).body.errors?.[0]?.message).toBe(
      'Only super admins can see inactive legal documents.',
    );
    expect((await as('admin', CREATE, { input })).body.errors?.[0]?.message).toBe(
      'You do not have permission to access this page.',
    );
    expect(await server.db.prisma.legalDocument.count({ where: { title: 'Not allowed' } })).toBe(0);
  });
});
