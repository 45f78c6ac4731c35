import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { restClient } from '../support/rest-client.js';
import { latestMail } from '../support/mailbox.js';

let server: TestServer;
let rest: ReturnType<typeof restClient>;
beforeAll(async () => {
  server = await startTestServer();
  rest = restClient(server);
});
afterAll(async () => {
  await server?.close();
});

const good = {
  name: 'Amara Obi',
  email: 'Amara@Example.com',
  subject: 'Wholesale',
  message: '  I would like to stock your pieces.  ',
};

describe('POST /api/contact', () => {
  it('stores the enquiry and mails the platform inbox', async () => {
    const { status, body } = await rest.post('/api/contact', good);
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      message: 'Your message has been sent successfully!',
      inquiry: { id: expect.any(String) },
      notification_sent: true,
    });
    const stored = await server.db.prisma.contactEnquiry.findUniqueOrThrow({ where: { id: body.inquiry.id } });
    expect(stored).toMatchObject({
      email: 'amara@example.com',
      message: 'I would like to stock your pieces.',
      brandId: null,
      notificationSent: true,
    });
    const mail = await latestMail(server.db.prisma, 'hello@adire.example');
    expect(mail.subject).toBe('New enquiry: Wholesale');
    expect(mail.text).toContain('I would like to stock your pieces.');
  });

  it("creates a lead for the brand in the same write and mails the brand's address", async () => {
    const brand = await server.db.prisma.brand.findFirstOrThrow({ where: { contactEmail: { not: null } } });
    const { status, body } = await rest.post('/api/contact', { ...good, subject: 'A custom gown', brandId: brand.id });
    expect(status).toBe(200);
    const lead = await server.db.prisma.lead.findUniqueOrThrow({ where: { enquiryId: body.inquiry.id } });
    expect(lead).toMatchObject({
      brandId: brand.id,
      source: 'website',
      leadType: 'contact',
      customerName: 'Amara Obi',
      customerEmail: 'amara@example.com',
    });
    expect((await latestMail(server.db.prisma, brand.contactEmail!)).subject).toBe('New enquiry: A custom gown');
  });

  it("answers 400 with the spec's field messages and stores nothing", async () => {
    const count = await server.db.prisma.contactEnquiry.count();
    const empty = await rest.post('/api/contact', { name: '', email: '', subject: '', message: '' });
    expect(empty).toEqual({
      status: 400,
      body: {
        success: false,
        error: 'Invalid form data. Please check your inputs and try again.',
        type: 'validation_error',
        fieldErrors: {
          name: 'Name is required',
          email: 'Email is required',
          subject: 'Subject is required',
          message: 'Message is required',
        },
      },
    });
    const bad = await rest.post('/api/contact', { ...good, email: 'not-an-address', message: '  too short ' });
    expect(bad.body.fieldErrors).toEqual({
      email: 'Please enter a valid email address',
      message: 'Message must be at least 10 characters long',
    });
    expect(await server.db.prisma.contactEnquiry.count()).toBe(count);
  });

  it('answers 404 for an unknown brand', async () => {
    const { status, body } = await rest.post('/api/contact', {
      ...good,
      brandId: '00000000-0000-4000-8000-000000000000',
    });
    expect(status).toBe(404);
    expect(body).toMatchObject({ success: false, error: 'Brand not found' });
  });
});
