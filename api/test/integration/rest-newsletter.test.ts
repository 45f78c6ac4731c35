import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { restClient } from '../support/rest-client.js';

let server: TestServer;
let rest: ReturnType<typeof restClient>;
beforeAll(async () => {
  server = await startTestServer({ seed: false });
  rest = restClient(server);
});
afterAll(async () => {
  await server?.close();
});

describe('POST /api/newsletter/subscribe', () => {
  it('subscribes, storing empty names as null and the source', async () => {
    const { status, body } = await rest.post('/api/newsletter/subscribe', {
      email: 'Reader@Example.com',
      firstName: '',
      lastName: null,
      source: 'contact_form',
    });
    expect(status).toBe(200);
    expect(body).toEqual({ message: 'Successfully subscribed to our newsletter!', alreadySubscribed: false });
    const stored = await server.db.prisma.newsletterSubscriber.findUniqueOrThrow({
      where: { email: 'reader@example.com' },
    });
    expect(stored).toMatchObject({
      firstName: null,
      lastName: null,
      source: 'contact_form',
      subscriptionStatus: 'active',
    });
  });

  it('tells an address that is already subscribed', async () => {
    const { status, body } = await rest.post('/api/newsletter/subscribe', {
      email: 'reader@example.com',
      firstName: 'Ada',
      lastName: 'Eze',
      source: 'contact_form',
    });
    expect(status).toBe(200);
    expect(body).toEqual({ message: 'This email is already subscribed to our newsletter', alreadySubscribed: true });
  });

  it('subscribes an unsubscribed address again', async () => {
    await server.db.prisma.newsletterSubscriber.update({
      where: { email: 'reader@example.com' },
      data: { subscriptionStatus: 'unsubscribed', unsubscribedAt: new Date() },
    });
    const { body } = await rest.post('/api/newsletter/subscribe', { email: 'reader@example.com', firstName: 'Ada' });
    expect(body.alreadySubscribed).toBe(false);
    expect(
      await server.db.prisma.newsletterSubscriber.findUniqueOrThrow({ where: { email: 'reader@example.com' } }),
    ).toMatchObject({ subscriptionStatus: 'active', firstName: 'Ada', unsubscribedAt: null, source: 'website' });
  });

  it("answers 400 with the spec's messages", async () => {
    expect(await rest.post('/api/newsletter/subscribe', { email: '  ' })).toEqual({
      status: 400,
      body: { error: 'Please enter your email address', alreadySubscribed: false },
    });
    expect(await rest.post('/api/newsletter/subscribe', { email: 'nope@' })).toEqual({
      status: 400,
      body: { error: 'Please enter a valid email address', alreadySubscribed: false },
    });
  });
});
