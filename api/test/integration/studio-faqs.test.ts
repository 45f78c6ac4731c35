import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { bearer } from '../support/sign-in.js';
import { seededTokens } from '../support/seeded-sign-in.js';

const FAQ = 'id question answer category pageLocation displayOrder isActive';
const CREATE = `mutation ($input: CreateFaqInput!) { createFaq(input: $input) { faq { ${FAQ} } } }`;
const UPDATE = `mutation ($input: UpdateFaqInput!) { updateFaq(input: $input) { faq { ${FAQ} } } }`;
const DELETE = `mutation ($id: ID!) { deleteFaq(id: $id) { deletedFaqId } }`;
const STUDIO_LIST = `query ($filter: StudioFaqFilter) { studioFaqs(first: 100, filter: $filter) { totalCount edges { node { id question isActive } } } }`;
const PUBLIC = `query ($pageLocation: FaqPageLocation) { faqs(pageLocation: $pageLocation) { id question pageLocation } }`;

let server: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  Object.assign(tokens, await seededTokens(server.url, ['super_admin', 'admin', 'brand_admin']));
});
afterAll(async () => {
  await server?.close();
});

const as = (role: string, query: string, variables: Record<string, unknown> = {}) =>
  server.graphql(query, variables, bearer(tokens[role]!));
const auditOf = (entityId: string) =>
  server.db.prisma.auditEvent.findMany({ where: { entityType: 'faq', entityId }, orderBy: { createdAt: 'asc' } });

describe('FAQs in the studio', () => {
  it('asks for both question and answer, and checks the display order and lengths', async () => {
    const empty = await as('super_admin', CREATE, { input: { question: ' ', answer: '<p> </p>' } });
    expect(empty.body.errors?.[0]).toMatchObject({
      message: 'Please fill in both question and answer',
      extensions: {
        code: 'BAD_USER_INPUT',
        fieldErrors: {
          question: 'Please fill in both question and answer',
          answer: 'Please fill in both question and answer',
        },
      },
    });
    const long = await as('super_admin', CREATE, {
      input: { question: 'q'.repeat(301), answer: 'Fine.', displayOrder: -2 },
    });
    expect(long.body.errors?.[0]?.extensions?.fieldErrors).toEqual({
      question: 'Question must be at most 300 characters',
      displayOrder: 'Display order must be a whole number from 0 to 9999',
    });
  });

  it('creates with the defaults, sanitises the answer and records the write', async () => {
    const answer = await as('super_admin', CREATE, {
      input: {
        question: '  Do designers ship abroad?  ',
        answer:
          '<p>Most do. <a href="https://adire.example/directory" onclick="x()">Ask them</a>.</p><script>alert(1)</script>',
      },
    });
    expect(answer.body.errors).toBeUndefined();
    const faq = answer.body.data.createFaq.faq;
    expect(faq).toMatchObject({
      question: 'Do designers ship abroad?',
      answer: '<p>Most do. <a href="https://adire.example/directory" rel="noopener noreferrer">Ask them</a>.</p>',
      category: 'general',
      pageLocation: 'general',
      displayOrder: 0,
      isActive: true,
    });
    const stored = await server.db.prisma.faq.findUniqueOrThrow({ where: { id: faq.id } });
    expect(stored.answer).not.toContain('script');
    const [created] = await auditOf(faq.id);
    expect(created).toMatchObject({
      action: 'created',
      entityLabel: 'Do designers ship abroad?',
      actorRole: 'super_admin',
    });
    expect((created!.changes as any).category).toEqual({ from: null, to: 'general' });
  });

  it('activates and deactivates through the update, which the public lists follow', async () => {
    const created = await as('super_admin', CREATE, {
      input: {
        question: 'Can I visit a studio?',
        answer: 'Some designers welcome visits.',
        pageLocation: 'contact',
        displayOrder: 3,
      },
    });
    const faq = created.body.data.createFaq.faq;
    const onContact = async () =>
      (await server.graphql(PUBLIC, { pageLocation: 'contact' })).body.data.faqs.map((f: any) => f.id);
    expect(await onContact()).toContain(faq.id);
    const contact = (await server.graphql(PUBLIC, { pageLocation: 'contact' })).body.data.faqs;
    expect(new Set(contact.map((f: any) => f.pageLocation))).toEqual(new Set(['contact', 'all']));
    expect((await server.graphql(PUBLIC, { pageLocation: 'join' })).body.data.faqs.map((f: any) => f.id)).not.toContain(
      faq.id,
    );

    const off = await as('super_admin', UPDATE, { input: { id: faq.id, isActive: false } });
    expect(off.body.data.updateFaq.faq.isActive).toBe(false);
    expect(await onContact()).not.toContain(faq.id);
    const hiddenList = await as('super_admin', STUDIO_LIST, { filter: { search: 'visit a studio' } });
    expect(hiddenList.body.data.studioFaqs.totalCount).toBe(0);
    const shownList = await as('super_admin', STUDIO_LIST, {
      filter: { search: 'visit a studio', includeInactive: true },
    });
    expect(shownList.body.data.studioFaqs.edges.map((e: any) => e.node)).toEqual([
      { id: faq.id, question: 'Can I visit a studio?', isActive: false },
    ]);

    const on = await as('super_admin', UPDATE, { input: { id: faq.id, isActive: true } });
    expect(on.body.data.updateFaq.faq.isActive).toBe(true);
    expect(await onContact()).toContain(faq.id);

    const edited = await as('super_admin', UPDATE, { input: { id: faq.id, category: 'platform', displayOrder: 4 } });
    expect(edited.body.data.updateFaq.faq).toMatchObject({ category: 'platform', displayOrder: 4 });
    const blank = await as('super_admin', UPDATE, { input: { id: faq.id, answer: '' } });
    expect(blank.body.errors?.[0]?.message).toBe('Please fill in both question and answer');

    const deleted = await as('super_admin', DELETE, { id: faq.id });
    expect(deleted.body.data.deleteFaq.deletedFaqId).toBe(faq.id);
    expect(await server.db.prisma.faq.findUnique({ where: { id: faq.id } })).toBeNull();
    const trail = await auditOf(faq.id);
    expect(trail.map((e) => e.action)).toEqual(['created', 'deactivated', 'activated', 'updated', 'deleted']);
    expect(trail[1]!.changes).toEqual({ isActive: { from: true, to: false } });
    expect(trail[3]!.changes).toEqual({
      category: { from: 'general', to: 'platform' },
      displayOrder: { from: 3, to: 4 },
    });

    const missing = await as('super_admin', UPDATE, { input: { id: faq.id, isActive: false } });
    expect(missing.body.errors?.[0]).toMatchObject({ message: 'FAQ not found', extensions: { code: 'NOT_FOUND' } });
    const malformed = await as('super_admin', DELETE, { id: 'not-an-id' });
    expect(malformed.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('is for super admins only: signed-out, brand admins and admins are refused, and nothing is written', async () => {
    const before = await server.db.prisma.faq.count();
    const target = (await server.db.prisma.faq.findFirstOrThrow({ where: { isActive: true } })).id;
    const writes: [string, Record<string, unknown>][] = [
      [CREATE, { input: { question: 'Q?', answer: 'A.' } }],
      [UPDATE, { input: { id: target, isActive: false } }],
      [DELETE, { id: target }],
      [STUDIO_LIST, {}],
    ];
    for (const [query, variables] of writes) {
      const signedOut = await server.graphql(query, variables);
      expect(signedOut.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      for (const role of ['brand_admin', 'admin']) {
        const refused = await as(role, query, variables);
        expect(refused.body.errors?.[0]).toMatchObject({
          message: 'You do not have permission to access this page.',
          extensions: { code: 'FORBIDDEN' },
        });
      }
    }
    expect(await server.db.prisma.faq.count()).toBe(before);
    expect((await server.db.prisma.faq.findUniqueOrThrow({ where: { id: target } })).isActive).toBe(true);
    const inactive = await as('admin', `{ faqs(includeInactive: true) { id } }`);
    expect(inactive.body.errors?.[0]?.message).toBe('Only super admins can see inactive FAQs.');
  });
});
