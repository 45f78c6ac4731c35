import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSecondApp, startTestServer, type TestServer } from '../support/test-server.js';
import { seeded, seededTokens } from '../support/seeded-sign-in.js';
import { WRITE_LIMITS } from '../../src/http/rate-limits/write-limits.js';

let server: TestServer;
let tokens: Record<string, string>;
let second: { url: string; close(): Promise<void> };

beforeAll(async () => {
  server = await startTestServer();
  tokens = await seededTokens(server.url, ['user']);
  // A second API process's app on the same database: the limits must hold across processes.
  second = await startSecondApp(server);
});
afterAll(async () => {
  await second?.close();
  await server?.close();
});

interface Answer {
  status: number;
  retryAfter: string | null;
  body: any;
}

/** A request from a client address (the test server trusts the loopback proxy's X-Forwarded-For). */
async function send(
  path: string,
  body: unknown,
  from: { address: string; token?: string; base?: string },
): Promise<Answer> {
  const response = await fetch(`${from.base ?? server.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': from.address,
      ...(from.token ? { authorization: `Bearer ${from.token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.json() };
}

const graphql = (query: string, variables: Record<string, unknown>, from: Parameters<typeof send>[2]) =>
  send('/graphql', { query, variables }, from);

const enquiry = (i: number) => ({
  name: 'Amara Obi',
  email: `amara${i}@example.com`,
  subject: 'Wholesale',
  message: 'I would like to stock your pieces.',
});

const application = (i: number) => ({
  brandName: `Indigo House ${i}`,
  designerName: 'Ngozi Okafor',
  email: `ngozi${i}@indigohouse.example`,
  location: 'Abeokuta, Nigeria',
  category: 'Ready to Wear',
  description: 'Hand-dyed adire separates.',
});

const SIGN_UP = 'mutation($input: SignUpInput!) { signUp(input: $input) { message } }';
const RESET = 'mutation($email: String!) { requestPasswordReset(input: { email: $email }) { message } }';
const RESEND = 'mutation($email: String!) { resendConfirmationEmail(input: { email: $email }) { message } }';
const PAGE_VIEW = 'mutation($path: String!) { recordPageView(path: $path) }';
const CONTACT = `mutation($input: SubmitContactEnquiryInput!) { submitContactEnquiry(input: $input) { enquiryId } }`;
const WRITE_REVIEW = `mutation($input: WriteReviewInput!) {
  writeReview(input: $input) { review { databaseId author comment rating } brand { rating reviewCount } }
}`;

type Write = (i: number, from: { address: string; token?: string; base?: string }) => Promise<Answer>;

/** Every anonymous public write, each as a shopper's browser sends it, and the status it answers when accepted. */
const ANONYMOUS_WRITES: [string, keyof typeof WRITE_LIMITS, number, Write][] = [
  ['POST /api/contact', 'contactEnquiry', 200, (i, from) => send('/api/contact', enquiry(i), from)],
  [
    'POST /api/newsletter/subscribe',
    'newsletterSignUp',
    200,
    (i, from) => send('/api/newsletter/subscribe', { email: `reader${i}@example.com` }, from),
  ],
  [
    'POST /api/designer-application',
    'designerApplication',
    201,
    (i, from) => send('/api/designer-application', application(i), from),
  ],
  [
    'signUp',
    'signUp',
    200,
    (i, from) =>
      graphql(
        SIGN_UP,
        {
          input: { email: `new${i}@example.com`, password: 'Journey-Pass-2026', confirmPassword: 'Journey-Pass-2026' },
        },
        from,
      ),
  ],
  [
    'requestPasswordReset and resendConfirmationEmail',
    'accountMail',
    200,
    (i, from) => graphql(i % 2 ? RESET : RESEND, { email: `someone${i}@example.com` }, from),
  ],
  ['recordPageView', 'pageView', 200, (i, from) => graphql(PAGE_VIEW, { path: `/brand/${i}` }, from)],
];

describe('public writes are rate limited per address', () => {
  it.each(ANONYMOUS_WRITES)(
    '%s: the write past the limit is refused with 429 and Retry-After',
    async (_name, kind, ok, write) => {
      const { points, durationSeconds } = WRITE_LIMITS[kind].perAddress;
      const address = `198.51.100.${ANONYMOUS_WRITES.findIndex(([, k]) => k === kind) + 1}`;
      for (let i = 0; i < points; i += 1) {
        const answer = await write(i, { address, base: i % 2 ? second.url : server.url });
        expect(answer.status, JSON.stringify(answer.body)).toBe(ok);
        expect(answer.body.errors).toBeUndefined();
      }
      const refused = await write(points, { address });
      expect(refused.status).toBe(429);
      const seconds = Number(refused.retryAfter);
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThanOrEqual(durationSeconds);
      const minutes = Math.ceil(seconds / 60);
      const message = `Too many requests. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
      if (refused.body.errors) {
        expect(refused.body.errors[0]).toMatchObject({
          message,
          extensions: { code: 'RATE_LIMITED', retryAfterSeconds: seconds },
        });
      } else {
        expect(refused.body).toEqual({ error: message, retryAfterSeconds: seconds });
      }
      // The second process refuses it too, and another address is not affected.
      expect((await write(points + 1, { address, base: second.url })).status).toBe(429);
      expect((await write(points + 2, { address: '203.0.113.99' })).status).toBe(ok);
    },
  );

  it('answers a refused GraphQL write with 429, Retry-After and RATE_LIMITED', async () => {
    const address = '198.51.100.50';
    const { points } = WRITE_LIMITS.contactEnquiry.perAddress;
    for (let i = 0; i < points; i += 1)
      expect((await graphql(CONTACT, { input: enquiry(i) }, { address })).status).toBe(200);
    const stored = await server.db.prisma.contactEnquiry.count();
    const refused = await graphql(CONTACT, { input: enquiry(points) }, { address });
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toMatch(/^\d+$/);
    expect(refused.body.errors[0].extensions).toEqual({
      code: 'RATE_LIMITED',
      retryAfterSeconds: Number(refused.retryAfter),
    });
    expect(refused.body.errors[0].message).toBe('Too many requests. Please wait 15 minutes and try again.');
    expect(refused.body.data).toBeNull();
    expect(await server.db.prisma.contactEnquiry.count()).toBe(stored);
  });
});

describe('public writes are rate limited per account', () => {
  it("counts a signed-in shopper's writes from every address together", async () => {
    const { points } = WRITE_LIMITS.contactEnquiry.perAccount;
    const token = tokens.user!;
    for (let i = 0; i < points; i += 1) {
      const answer = await send('/api/contact', enquiry(100 + i), { address: `192.0.2.${i + 1}`, token });
      expect(answer.status).toBe(200);
    }
    const refused = await send('/api/contact', enquiry(200), { address: '192.0.2.200', token });
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toMatch(/^\d+$/);
    // The same fresh address without the account is still welcome.
    expect((await send('/api/contact', enquiry(201), { address: '192.0.2.201' })).status).toBe(200);
  });
});

describe('orders are rate limited per account and per address', () => {
  it('refuses the brand request past the limit, whichever address it comes from', async () => {
    const product = await server.db.prisma.product.findFirstOrThrow({
      where: { serviceType: { not: 'portfolio' } },
      orderBy: { id: 'asc' },
    });
    const request = {
      product_id: product.id,
      quantity: 1,
      delivery_address: { full_name: 'Amara Nwosu', email: 'amara@example.com', city: 'Lagos', country: 'Nigeria' },
    };
    const { points } = WRITE_LIMITS.order.perAccount;
    const token = tokens.user!;
    for (let i = 0; i < points; i += 1)
      expect((await send('/api/orders/brand-request', request, { address: `192.0.2.${100 + i}`, token })).status).toBe(
        201,
      );
    const refused = await send('/api/orders/brand-request', request, { address: '192.0.2.250', token });
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toMatch(/^\d+$/);
    expect(refused.body.error).toMatch(/^Too many requests\. Please wait \d+ minutes? and try again\.$/);
  });
});

describe('one review per shopper per brand', () => {
  it("edits the shopper's review when they write again, keeping the brand's rating and count right", async () => {
    const prisma = server.db.prisma;
    const user = await prisma.user.findUniqueOrThrow({ where: { email: seeded('user').email } });
    const brand = await prisma.brand.findFirstOrThrow({
      where: { reviews: { none: { userId: user.id } } },
      orderBy: { name: 'asc' },
    });
    const others = await prisma.review.findMany({ where: { brandId: brand.id, hiddenAt: null } });
    const from = { address: '203.0.113.60', token: tokens.user! };
    const write = (rating: number, comment: string) =>
      graphql(WRITE_REVIEW, { input: { brandId: brand.id, author: 'Ayo', comment, rating } }, from);
    const expected = (rating: number) => {
      const all = [...others.map((r) => r.rating), rating];
      return {
        reviewCount: all.length,
        rating: Math.round((all.reduce((a, b) => a + b, 0) / all.length) * 100) / 100,
      };
    };

    const first = await write(5, 'Five stars, lovely fit.');
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data.writeReview.brand).toEqual(expected(5));
    const again = await write(2, 'Second thoughts: the seams came apart.');
    expect(again.body.errors).toBeUndefined();
    expect(again.body.data.writeReview.review).toEqual({
      databaseId: first.body.data.writeReview.review.databaseId,
      author: 'Ayo',
      comment: 'Second thoughts: the seams came apart.',
      rating: 2,
    });
    expect(again.body.data.writeReview.brand).toEqual(expected(2));
    expect(await prisma.review.count({ where: { brandId: brand.id, userId: user.id } })).toBe(1);
    expect(await prisma.brand.findUniqueOrThrow({ where: { id: brand.id } })).toMatchObject(expected(2));

    // The brand tells its reviewer their own review, to edit; nobody else's, and not once staff hid it.
    const VIEWER_REVIEW = 'query ($id: ID!) { brand(id: $id) { viewerReview { comment rating } } }';
    const own = await graphql(VIEWER_REVIEW, { id: brand.id }, from);
    expect(own.body.data.brand.viewerReview).toEqual({ comment: 'Second thoughts: the seams came apart.', rating: 2 });
    const anonymous = await graphql(VIEWER_REVIEW, { id: brand.id }, { address: '203.0.113.61' });
    expect(anonymous.body).toEqual({ data: { brand: { viewerReview: null } } });
    await prisma.review.updateMany({ where: { brandId: brand.id, userId: user.id }, data: { hiddenAt: new Date() } });
    const hidden = await graphql(VIEWER_REVIEW, { id: brand.id }, from);
    expect(hidden.body).toEqual({ data: { brand: { viewerReview: null } } });
    await prisma.review.updateMany({ where: { brandId: brand.id, userId: user.id }, data: { hiddenAt: null } });

    // Over REST as well: the same review, edited.
    const rest = await send(
      '/api/reviews',
      { brandId: brand.id, author: 'Ayo', comment: 'Third time: fixed for free.', rating: 4 },
      from,
    );
    expect(rest.status).toBe(201);
    expect(await prisma.review.count({ where: { brandId: brand.id, userId: user.id } })).toBe(1);
    expect(await prisma.brand.findUniqueOrThrow({ where: { id: brand.id } })).toMatchObject(expected(4));
  });

  it("limits a shopper's review writing, edits included", async () => {
    const { points } = WRITE_LIMITS.review.perAccount;
    const brand = await server.db.prisma.brand.findFirstOrThrow({ orderBy: { name: 'desc' } });
    const used = 3; // the writes of the test above
    let last: Answer | null = null;
    for (let i = used; i <= points; i += 1) {
      last = await graphql(
        WRITE_REVIEW,
        { input: { brandId: brand.id, author: 'Ayo', comment: `Edit ${i}`, rating: 4 } },
        { address: `203.0.113.${70 + i}`, token: tokens.user! },
      );
      if (i < points) expect(last.status).toBe(200);
    }
    expect(last!.status).toBe(429);
    expect(last!.body.errors[0].extensions.code).toBe('RATE_LIMITED');
  });
});
