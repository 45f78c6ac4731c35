import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { parse } from 'csv-parse/sync';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { bearer } from '../support/sign-in.js';
import { seeded, seededTokens } from '../support/seeded-sign-in.js';
import { restClient } from '../support/rest-client.js';
import { latestMail, linkToken, mailCount } from '../support/mailbox.js';

const NO_ACCESS = 'Access denied. Only super admins can view newsletter subscriptions.';

const LIST = `query ($first: Int, $after: String, $filter: NewsletterSubscriberFilter) {
  newsletterSubscribers(first: $first, after: $after, filter: $filter) {
    totalCount
    edges { cursor node { id databaseId email firstName lastName subscriptionStatus source subscribedAt emailCount } }
    pageInfo { hasNextPage endCursor }
  }
}`;
const STATS = `{ newsletterStats { total active thisMonth lastMonth unsubscribed growth } }`;
const SET_STATUS = `mutation ($input: SetSubscriptionStatusInput!) {
  setSubscriptionStatus(input: $input) { subscriber { databaseId subscriptionStatus unsubscribedAt } }
}`;

let server: TestServer;
let rest: ReturnType<typeof restClient>;
const tokens: Record<string, string> = {};
const auth = (role: string) => bearer(tokens[role]!);
const as = (role: string, query: string, variables: Record<string, unknown> = {}) =>
  server.graphql(query, variables, auth(role));
const codes = (body: { errors?: { extensions?: Record<string, any> }[] }) =>
  (body.errors ?? []).map((e) => e.extensions?.code);

const DAY = 86_400_000;
/** A day well inside the current UTC month and one inside the previous one. */
const now = new Date();
const thisMonthDay = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1, 12));
const lastMonthDay = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 10, 12));

async function addSubscriber(
  email: string,
  fields: Partial<{
    firstName: string | null;
    lastName: string | null;
    subscriptionStatus: 'active' | 'unsubscribed' | 'bounced' | 'pending';
    source: 'website' | 'contact_form' | 'studio_signup' | 'manual_import';
    subscribedAt: Date;
  }> = {},
) {
  return server.db.prisma.newsletterSubscriber.create({ data: { email, ...fields } });
}

beforeAll(async () => {
  server = await startTestServer();
  rest = restClient(server);
  Object.assign(tokens, await seededTokens(server.url, ['super_admin', 'admin', 'brand_admin']));
});
afterAll(async () => {
  await server?.close();
});

describe('who may see newsletter subscriptions', () => {
  it('refuses signed-out callers, and admins and brand admins with the spec’s text, giving no data', async () => {
    const subscriber = await addSubscriber('guarded@access.test');
    const mutation = { input: { id: subscriber.id, subscriptionStatus: 'unsubscribed' } };
    for (const [query, variables] of [
      [LIST, {}],
      [STATS, {}],
      [SET_STATUS, mutation],
    ] as const) {
      const signedOut = await server.graphql(query, variables);
      expect(codes(signedOut.body)).toContain('UNAUTHENTICATED');
      expect(signedOut.body.data ?? null).toBeNull();
      for (const role of ['admin', 'brand_admin']) {
        const { body } = await as(role, query, variables);
        expect(codes(body)).toContain('FORBIDDEN');
        expect(body.errors![0]!.message).toBe(NO_ACCESS);
        expect(body.data ?? null).toBeNull();
      }
    }
    expect(
      (await server.db.prisma.newsletterSubscriber.findUniqueOrThrow({ where: { id: subscriber.id } }))
        .subscriptionStatus,
    ).toBe('active');
  });

  it('gives a subscriber through node(id) to super admins only', async () => {
    const subscriber = await addSubscriber('node@access.test');
    const listed = await as('super_admin', LIST, { filter: { search: 'node@access.test' } });
    const id = listed.body.data.newsletterSubscribers.edges[0].node.id;
    const NODE = `query ($id: ID!) { node(id: $id) { ... on NewsletterSubscriber { email } } }`;
    expect((await as('super_admin', NODE, { id })).body.data.node).toEqual({ email: subscriber.email });
    for (const role of ['admin', 'brand_admin']) {
      const { body } = await as(role, NODE, { id });
      expect(body.data?.node ?? null).toBeNull();
    }
    expect((await server.graphql(NODE, { id })).body.data?.node ?? null).toBeNull();
  });

  it('answers the REST routes 401 signed out and 403 with the spec’s text otherwise', async () => {
    const subscriber = await addSubscriber('guarded-rest@access.test');
    const routes: [string, string][] = [
      ['GET', '/api/studio/newsletter/subscribers'],
      ['GET', '/api/studio/newsletter/stats'],
      ['GET', '/api/studio/newsletter/export'],
      ['PATCH', `/api/studio/newsletter/subscribers/${subscriber.id}`],
    ];
    for (const [method, path] of routes) {
      const call = (headers: Record<string, string>) =>
        fetch(`${server.url}${path}`, {
          method,
          headers: { 'content-type': 'application/json', ...headers },
          body: method === 'PATCH' ? JSON.stringify({ subscription_status: 'unsubscribed' }) : undefined,
        });
      const signedOut = await call({});
      expect(signedOut.status, `${method} ${path}`).toBe(401);
      expect(((await signedOut.json()) as { error: string }).error).toBe('You need to be signed in to do that.');
      for (const role of ['admin', 'brand_admin']) {
        const refused = await call(auth(role));
        expect(refused.status, `${role} ${method} ${path}`).toBe(403);
        expect(await refused.json()).toEqual({ error: NO_ACCESS });
      }
    }
  });
});

describe('the subscribers list', () => {
  beforeAll(async () => {
    await addSubscriber('ada.eze@filters.test', {
      firstName: 'Ada',
      lastName: 'Eze',
      source: 'contact_form',
      subscribedAt: new Date(Date.now() - 3 * DAY),
    });
    await addSubscriber('kofi@filters.test', {
      firstName: 'Kofi',
      lastName: 'Mensah',
      subscriptionStatus: 'unsubscribed',
      source: 'website',
      subscribedAt: new Date(Date.now() - 2 * DAY),
    });
    await addSubscriber('zanele@filters.test', {
      firstName: 'Zanele',
      subscriptionStatus: 'bounced',
      source: 'manual_import',
      subscribedAt: new Date(Date.now() - DAY),
    });
  });
  const emails = (body: any) => body.data.newsletterSubscribers.edges.map((e: any) => e.node.email);

  it('is newest first and searches e-mail and names, word by word, without regard to case', async () => {
    expect(emails((await as('super_admin', LIST, { filter: { search: 'FILTERS.test' } })).body)).toEqual([
      'zanele@filters.test',
      'kofi@filters.test',
      'ada.eze@filters.test',
    ]);
    expect(emails((await as('super_admin', LIST, { filter: { search: 'ada eze' } })).body)).toEqual([
      'ada.eze@filters.test',
    ]);
    expect(emails((await as('super_admin', LIST, { filter: { search: 'kofi mensah' } })).body)).toEqual([
      'kofi@filters.test',
    ]);
  });

  it('filters by status and by source, together with the search', async () => {
    const filtered = (filter: object) => as('super_admin', LIST, { filter: { search: 'filters.test', ...filter } });
    expect(emails((await filtered({ status: 'unsubscribed' })).body)).toEqual(['kofi@filters.test']);
    expect(emails((await filtered({ source: 'manual_import' })).body)).toEqual(['zanele@filters.test']);
    expect(emails((await filtered({ status: 'active', source: 'contact_form' })).body)).toEqual([
      'ada.eze@filters.test',
    ]);
    expect((await filtered({ status: 'pending' })).body.data.newsletterSubscribers.totalCount).toBe(0);
    const all = await as('super_admin', LIST, { filter: { status: 'bounced' } });
    expect(all.body.data.newsletterSubscribers.totalCount).toBe(
      await server.db.prisma.newsletterSubscriber.count({ where: { subscriptionStatus: 'bounced' } }),
    );
  });

  it('pages 20 at a time by default, with the total', async () => {
    const first = (await as('super_admin', LIST)).body.data.newsletterSubscribers;
    const total = await server.db.prisma.newsletterSubscriber.count();
    expect(first.totalCount).toBe(total);
    expect(first.edges).toHaveLength(Math.min(20, total));
    const second = (await as('super_admin', LIST, { after: first.pageInfo.endCursor })).body.data.newsletterSubscribers;
    const seen = new Set(first.edges.map((e: any) => e.node.databaseId));
    expect(second.edges.every((e: any) => !seen.has(e.node.databaseId))).toBe(true);
  });

  it('refuses a search longer than 200 characters with a clear message', async () => {
    const { body } = await as('super_admin', LIST, { filter: { search: 'x'.repeat(201) } });
    expect(body.errors?.[0]?.extensions?.fieldErrors).toEqual({ search: 'Search must be at most 200 characters' });
  });
});

describe('the figures', () => {
  it('count every subscriber, this month against last month', async () => {
    const before = (await as('super_admin', STATS)).body.data.newsletterStats;
    await addSubscriber('this-month-1@stats.test', { subscribedAt: thisMonthDay });
    await addSubscriber('this-month-2@stats.test', { subscribedAt: thisMonthDay, subscriptionStatus: 'unsubscribed' });
    await addSubscriber('last-month@stats.test', { subscribedAt: lastMonthDay });
    const after = (await as('super_admin', STATS)).body.data.newsletterStats;
    expect(after).toMatchObject({
      total: before.total + 3,
      active: before.active + 2,
      unsubscribed: before.unsubscribed + 1,
      thisMonth: before.thisMonth + 2,
      lastMonth: before.lastMonth + 1,
    });
    const prisma = server.db.prisma;
    expect(after.total).toBe(await prisma.newsletterSubscriber.count());
    expect(after.active).toBe(await prisma.newsletterSubscriber.count({ where: { subscriptionStatus: 'active' } }));
    const expected =
      after.lastMonth === 0
        ? after.thisMonth > 0
          ? 100
          : 0
        : Math.round(((after.thisMonth - after.lastMonth) / after.lastMonth) * 1000) / 10;
    expect(after.growth).toBe(expected);
    const { status, body } = await rest.get('/api/studio/newsletter/stats', auth('super_admin'));
    expect(status).toBe(200);
    expect(body).toEqual({
      stats: {
        total: after.total,
        active: after.active,
        thisMonth: after.thisMonth,
        unsubscribed: after.unsubscribed,
        growth: after.growth,
      },
    });
  });
});

describe('status changes', () => {
  const auditOf = (entityId: string) =>
    server.db.prisma.auditEvent.findMany({ where: { entityId }, orderBy: { createdAt: 'asc' } });

  it('unsubscribes an active subscriber and reactivates it, each audited', async () => {
    const s = await addSubscriber('flip@status.test');
    const off = await as('super_admin', SET_STATUS, { input: { id: s.id, subscriptionStatus: 'unsubscribed' } });
    expect(off.body.errors).toBeUndefined();
    expect(off.body.data.setSubscriptionStatus.subscriber.subscriptionStatus).toBe('unsubscribed');
    expect(off.body.data.setSubscriptionStatus.subscriber.unsubscribedAt).not.toBeNull();
    const on = await as('super_admin', SET_STATUS, { input: { id: s.id, subscriptionStatus: 'active' } });
    expect(on.body.data.setSubscriptionStatus.subscriber).toMatchObject({
      subscriptionStatus: 'active',
      unsubscribedAt: null,
    });
    const audit = await auditOf(s.id);
    expect(audit.map((a) => [a.action, a.entityType, a.entityLabel, a.actorEmail])).toEqual([
      ['unsubscribed', 'newsletter_subscriber', 'flip@status.test', seeded('super_admin').email],
      ['reactivated', 'newsletter_subscriber', 'flip@status.test', seeded('super_admin').email],
    ]);
    expect(audit[0]!.changes).toEqual({ subscriptionStatus: { from: 'active', to: 'unsubscribed' } });
  });

  it('reactivates bounced and pending subscribers', async () => {
    for (const status of ['bounced', 'pending'] as const) {
      const s = await addSubscriber(`${status}@status.test`, { subscriptionStatus: status });
      const { body } = await as('super_admin', SET_STATUS, { input: { id: s.id, subscriptionStatus: 'active' } });
      expect(body.data.setSubscriptionStatus.subscriber.subscriptionStatus).toBe('active');
    }
  });

  it('refuses every other change with a clear message, changing and auditing nothing', async () => {
    const active = await addSubscriber('stays@status.test');
    const bounced = await addSubscriber('bounced-stays@status.test', { subscriptionStatus: 'bounced' });
    const refusals: [string, string, string][] = [
      [active.id, 'active', 'This subscriber is already active'],
      [active.id, 'bounced', 'A subscriber can only be set to active or unsubscribed'],
      [active.id, 'pending', 'A subscriber can only be set to active or unsubscribed'],
      [bounced.id, 'unsubscribed', 'Only an active subscriber can be unsubscribed'],
    ];
    for (const [id, subscriptionStatus, message] of refusals) {
      const { body } = await as('super_admin', SET_STATUS, { input: { id, subscriptionStatus } });
      expect(codes(body)).toEqual(['BAD_USER_INPUT']);
      expect(body.errors![0]!.extensions!.fieldErrors).toEqual({ subscriptionStatus: message });
    }
    expect(await auditOf(active.id)).toEqual([]);
    expect(await auditOf(bounced.id)).toEqual([]);
    const unknown = await as('super_admin', SET_STATUS, {
      input: { id: '00000000-0000-4000-8000-000000000000', subscriptionStatus: 'active' },
    });
    expect(unknown.body.errors![0]).toMatchObject({ message: 'Subscriber not found' });
  });
});

describe('REST contract', () => {
  it('lists {subscribers, total} a page at a time with the filters', async () => {
    const { status, body } = await rest.get(
      '/api/studio/newsletter/subscribers?search=filters.test&limit=2&page=1',
      auth('super_admin'),
    );
    expect(status).toBe(200);
    expect(body.total).toBe(3);
    expect(body.subscribers.map((s: any) => s.email)).toEqual(['zanele@filters.test', 'kofi@filters.test']);
    expect(Object.keys(body.subscribers[0]).sort()).toEqual(
      [
        'email',
        'email_count',
        'first_name',
        'id',
        'last_name',
        'source',
        'subscribed_at',
        'subscription_status',
        'unsubscribed_at',
      ].sort(),
    );
    const page2 = await rest.get(
      '/api/studio/newsletter/subscribers?search=filters.test&limit=2&page=2',
      auth('super_admin'),
    );
    expect(page2.body.subscribers.map((s: any) => s.email)).toEqual(['ada.eze@filters.test']);
    const past = await rest.get(
      '/api/studio/newsletter/subscribers?search=filters.test&limit=2&page=3',
      auth('super_admin'),
    );
    expect(past.body).toEqual({ subscribers: [], total: 3 });
    const filtered = await rest.get(
      '/api/studio/newsletter/subscribers?search=filters.test&status=all&source=manual_import',
      auth('super_admin'),
    );
    expect(filtered.body.subscribers.map((s: any) => s.email)).toEqual(['zanele@filters.test']);
  });

  it('answers bad input with 400 and the field’s message', async () => {
    const bad = await rest.get(
      '/api/studio/newsletter/subscribers?page=0&limit=500&status=gone&source=fax',
      auth('super_admin'),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toEqual({
      page: 'page must be a whole number of at least 1',
      limit: 'limit must be a whole number from 1 to 100',
      status: 'Subscription status must be one of active, unsubscribed, bounced, pending',
      source: 'Source must be one of website, contact_form, studio_signup, manual_import',
    });
    const s = await addSubscriber('patch@rest.test');
    const patch = (id: string, body: unknown) =>
      fetch(`${server.url}/api/studio/newsletter/subscribers/${id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', ...auth('super_admin') },
        body: JSON.stringify(body),
      }).then(async (res) => ({ status: res.status, body: (await res.json()) as any }));
    expect(await patch(s.id, {})).toEqual({
      status: 400,
      body: {
        error: 'Please choose a subscription status',
        fieldErrors: { subscription_status: 'Please choose a subscription status' },
      },
    });
    expect((await patch(s.id, { subscription_status: 'gone' })).status).toBe(400);
    expect(await patch(s.id, { subscription_status: 'active' })).toEqual({
      status: 400,
      body: {
        error: 'This subscriber is already active',
        fieldErrors: { subscription_status: 'This subscriber is already active' },
      },
    });
    expect(await patch('not-an-id', { subscription_status: 'active' })).toEqual({
      status: 404,
      body: { error: 'Subscriber not found' },
    });
    const done = await patch(s.id, { subscription_status: 'unsubscribed' });
    expect(done.status).toBe(200);
    expect(done.body.subscriber).toMatchObject({
      id: s.id,
      email: 'patch@rest.test',
      subscription_status: 'unsubscribed',
    });
  });
});

describe('CSV export', () => {
  it('streams every subscriber with the header, a dated file name and formula-like cells neutralised', async () => {
    const prisma = server.db.prisma;
    // More than one batch of 100 rows.
    await prisma.newsletterSubscriber.createMany({
      data: Array.from({ length: 130 }, (_, i) => ({ email: `bulk${i}@export.test`, firstName: `Bulk ${i}` })),
    });
    await addSubscriber('formula@export.test', { firstName: '=HYPERLINK("http://x")', lastName: '+1' });
    await addSubscriber('hidden-formula@export.test', { firstName: ';=1+1', lastName: ' @SUM(A1)' });
    const res = await fetch(`${server.url}/api/studio/newsletter/export`, { headers: auth('super_admin') });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const today = new Date().toISOString().slice(0, 10);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename=newsletter-subscribers-${today}.csv`);
    // Kept as sent: fetch's text() would drop the byte order mark.
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
    expect(
      text.startsWith(
        '\uFEFFid,email,first_name,last_name,subscription_status,source,subscribed_at,unsubscribed_at,email_count\n',
      ),
    ).toBe(true);
    const rows = parse(text, { bom: true, columns: true }) as Record<string, string>[];
    const stored = await prisma.newsletterSubscriber.findMany({ orderBy: [{ subscribedAt: 'desc' }, { id: 'asc' }] });
    expect(rows.map((r) => r.id)).toEqual(stored.map((s) => s.id));
    const formula = rows.find((r) => r.email === 'formula@export.test')!;
    expect(formula).toMatchObject({
      first_name: `'=HYPERLINK("http://x")`,
      last_name: "'+1",
      subscription_status: 'active',
    });
    expect(rows.find((r) => r.email === 'hidden-formula@export.test')).toMatchObject({
      first_name: ";'=1+1",
      last_name: " '@SUM(A1)",
    });
    const one = stored.find((s) => s.email === 'ada.eze@filters.test')!;
    expect(rows.find((r) => r.id === one.id)).toEqual({
      id: one.id,
      email: one.email,
      first_name: one.firstName ?? '',
      last_name: one.lastName ?? '',
      subscription_status: one.subscriptionStatus,
      source: one.source,
      subscribed_at: one.subscribedAt.toISOString(),
      unsubscribed_at: one.unsubscribedAt?.toISOString() ?? '',
      email_count: String(one.emailCount),
    });
  });
});

describe('welcome mail and one-click unsubscribe', () => {
  const email = 'reader@unsubscribe.test';

  it('mails a new subscriber a welcome with List-Unsubscribe headers and a link in the text', async () => {
    const { status } = await rest.post('/api/newsletter/subscribe', { email, firstName: 'Amara' });
    expect(status).toBe(200);
    const mail = await latestMail(server.db.prisma, email);
    expect(mail.subject).toBe('Welcome to the Adire newsletter');
    const headers = mail.headers as Record<string, string>;
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(headers['List-Unsubscribe']).toMatch(
      new RegExp(`^<${server.url}/api/newsletter/unsubscribe\\?token=[\\w%-]+>$`),
    );
    const token = linkToken(mail.text, '/unsubscribe');
    const subscriber = await server.db.prisma.newsletterSubscriber.findUniqueOrThrow({ where: { email } });
    expect(token.startsWith(`${subscriber.id}_`)).toBe(true);
    expect(headers['List-Unsubscribe']).toContain(encodeURIComponent(token));
  });

  it('sends people who open the link to the page; POST unsubscribes once, then says so again', async () => {
    const mail = await latestMail(server.db.prisma, email);
    const oneClick = (mail.headers as Record<string, string>)['List-Unsubscribe']!.slice(1, -1);
    const opened = await fetch(oneClick, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toMatch(new RegExp(`^${server.url}/unsubscribe\\?token=`));
    expect(
      (await server.db.prisma.newsletterSubscriber.findUniqueOrThrow({ where: { email } })).subscriptionStatus,
    ).toBe('active');

    const post = () =>
      fetch(oneClick, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      }).then(async (res) => ({ status: res.status, body: await res.json() }));
    expect(await post()).toEqual({
      status: 200,
      body: { message: 'You have been unsubscribed from the Adire newsletter.', alreadyUnsubscribed: false },
    });
    const after = await server.db.prisma.newsletterSubscriber.findUniqueOrThrow({ where: { email } });
    expect(after.subscriptionStatus).toBe('unsubscribed');
    expect(after.unsubscribedAt).not.toBeNull();
    expect(await post()).toEqual({
      status: 200,
      body: { message: 'This address was already unsubscribed from the Adire newsletter.', alreadyUnsubscribed: true },
    });
    expect(
      (await server.db.prisma.newsletterSubscriber.findUniqueOrThrow({ where: { email } })).unsubscribedAt,
    ).toEqual(after.unsubscribedAt);
  });

  it('refuses a tampered or foreign token, changing nothing', async () => {
    const other = await addSubscriber('other@unsubscribe.test');
    const mail = await latestMail(server.db.prisma, email);
    const token = linkToken(mail.text, '/unsubscribe');
    const mac = token.slice(token.indexOf('_') + 1);
    const invalid = 'This unsubscribe link is not valid. Please use the link from your most recent newsletter.';
    for (const forged of [`${other.id}_${mac}`, `${other.id}`, `${token}x`, 'nonsense']) {
      const res = await fetch(`${server.url}/api/newsletter/unsubscribe?token=${encodeURIComponent(forged)}`, {
        method: 'POST',
      });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBe(invalid);
    }
    const missing = await fetch(`${server.url}/api/newsletter/unsubscribe`, { method: 'POST' });
    expect(missing.status).toBe(400);
    expect(
      (await server.db.prisma.newsletterSubscriber.findUniqueOrThrow({ where: { id: other.id } })).subscriptionStatus,
    ).toBe('active');
  });

  it('welcomes an address that subscribes again, with a link that works again', async () => {
    const before = await mailCount(server.db.prisma, { where: { to: email } });
    const { body } = await rest.post('/api/newsletter/subscribe', { email });
    expect(body.alreadySubscribed).toBe(false);
    expect(await mailCount(server.db.prisma, { where: { to: email } })).toBe(before + 1);
    const mail = await latestMail(server.db.prisma, email);
    expect((mail.headers as Record<string, string>)['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const again = await server.graphql(
      'mutation ($token: String!) { unsubscribeFromNewsletter(token: $token) { alreadyUnsubscribed email } }',
      { token: linkToken(mail.text, '/unsubscribe') },
    );
    expect(again.body.data.unsubscribeFromNewsletter).toEqual({ alreadyUnsubscribed: false, email });
  });

  it('sends no mail to an address that is already subscribed', async () => {
    await rest.post('/api/newsletter/subscribe', { email: 'twice@unsubscribe.test' });
    await rest.post('/api/newsletter/subscribe', { email: 'twice@unsubscribe.test' });
    expect(await mailCount(server.db.prisma, { where: { to: 'twice@unsubscribe.test' } })).toBe(1);
  });
});

describe('newsletter mail over SMTP', () => {
  const received: string[] = [];
  let smtp: SMTPServer;
  let smtpServer: TestServer;
  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push(raw);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.address() as AddressInfo).port;
    smtpServer = await startTestServer({ seed: false, env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
  });
  afterAll(async () => {
    await smtpServer?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('carries the List-Unsubscribe headers to the SMTP server', async () => {
    const res = await fetch(`${smtpServer.url}/api/newsletter/subscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'smtp.reader@example.com' }),
    });
    expect(res.status).toBe(200);
    // Delivered by a job, a moment after the answer.
    await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 15_000 });
    const headers = received[0]!.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
    expect(headers).toMatch(
      new RegExp(`^List-Unsubscribe: <${smtpServer.url}/api/newsletter/unsubscribe\\?token=[\\w%-]+>$`, 'm'),
    );
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  });
});
