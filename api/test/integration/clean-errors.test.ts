import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { seededTokens } from '../support/seeded-sign-in.js';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { png } from '../support/media-fixtures.js';

let server: TestServer;
let admin: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer();
  const tokens = await seededTokens(server.url, ['super_admin']);
  admin = { authorization: `Bearer ${tokens.super_admin}` };
});
afterAll(async () => {
  await server?.close();
});

const enquiry = {
  name: 'Amara Obi',
  email: 'amara@example.com',
  subject: 'Wholesale',
  message: 'I would like to stock your pieces.',
};
const SUBMIT = /* GraphQL */ `
  mutation Enquire($input: SubmitContactEnquiryInput!) {
    submitContactEnquiry(input: $input) {
      enquiryId
    }
  }
`;

const post = (route: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${route}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

describe('text arguments', () => {
  it('refuses a NUL byte with a field message on GraphQL, and stores nothing', async () => {
    const before = await server.db.prisma.contactEnquiry.count();
    const { status, body } = await server.graphql(SUBMIT, { input: { ...enquiry, name: 'Amara\u0000Obi' } });
    expect(status).toBe(400);
    expect(body.errors?.[0]).toMatchObject({
      message: 'Name contains characters that are not allowed',
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { name: 'Name contains characters that are not allowed' } },
    });
    expect(await server.db.prisma.contactEnquiry.count()).toBe(before);
  });

  it('refuses control characters in literals too, but keeps line breaks in multi-line fields', async () => {
    const literal = await server.graphql(
      `mutation { submitContactEnquiry(input: { name: "Amara\\u0007", email: "a@example.com", subject: "Hi", message: "Hello there, friends" }) { enquiryId } }`,
    );
    expect(literal.status).toBe(400);
    expect(literal.body.errors?.[0]?.extensions?.fieldErrors).toEqual({
      name: 'Name contains characters that are not allowed',
    });
    const subjectBreak = await server.graphql(SUBMIT, { input: { ...enquiry, subject: 'Two\nlines' } });
    expect(subjectBreak.body.errors?.[0]?.extensions?.fieldErrors).toEqual({
      subject: 'Subject contains characters that are not allowed',
    });
    const multiLine = await server.graphql(SUBMIT, {
      input: { ...enquiry, message: 'First line\r\n\tand the second.' },
    });
    expect(multiLine.status).toBe(200);
    expect(multiLine.body.data?.submitContactEnquiry?.enquiryId).toEqual(expect.any(String));
  });

  it('refuses a 700 KB name with the length limit', async () => {
    const { status, body } = await server.graphql(SUBMIT, { input: { ...enquiry, name: 'a'.repeat(700_000) } });
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { name: 'Name must be at most 10000 characters long' },
    });
  });

  it('checks arguments of nested fields and query arguments', async () => {
    const { status, body } = await server.graphql(
      `query($q: String!) { brands(first: 1, filter: { search: $q }) { edges { node { id } } } }`,
      { q: 'x\u0000' },
    );
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions?.fieldErrors).toEqual({
      'filter.search': 'Search contains characters that are not allowed',
    });
  });

  it('answers the same refusal through the REST shim', async () => {
    const before = await server.db.prisma.contactEnquiry.count();
    const res = await post('/api/contact', JSON.stringify({ ...enquiry, subject: 'Hi\u0000' }));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      success: false,
      type: 'validation_error',
      fieldErrors: { subject: 'Subject contains characters that are not allowed' },
    });
    const faq = await post('/api/admin/faqs', JSON.stringify({ question: 'q'.repeat(700_000), answer: 'A' }), admin);
    expect(faq.status).toBe(400);
    expect((await faq.json()).error).toEqual(expect.any(String));
    expect(await server.db.prisma.contactEnquiry.count()).toBe(before);
  });
});

describe('request bodies', () => {
  it('answers malformed JSON on /graphql with a GraphQL-shaped 400', async () => {
    const res = await post('/graphql', '{"query": ');
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toEqual({
      errors: [{ message: 'The request body is not valid JSON.', extensions: { code: 'BAD_REQUEST' } }],
    });
  });

  it('answers malformed JSON on /api with a JSON 400 and no stack trace', async () => {
    const res = await post('/api/contact', '{"name": "Amara",');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'The request body is not valid JSON.' });
  });

  it('answers oversized bodies with a JSON 413 on both', async () => {
    const huge = JSON.stringify({ query: '{ __typename }', variables: { pad: 'x'.repeat(1_100_000) } });
    const graphql = await post('/graphql', huge);
    expect(graphql.status).toBe(413);
    expect(await graphql.json()).toEqual({
      errors: [{ message: 'The request body is too large.', extensions: { code: 'PAYLOAD_TOO_LARGE' } }],
    });
    const api = await post('/api/contact', huge);
    expect(api.status).toBe(413);
    expect(await api.json()).toEqual({ error: 'The request body is too large.' });
  });
});

describe('uploads', () => {
  const UPLOAD = /* GraphQL */ `
    mutation Upload($input: UploadBrandImageInput!) {
      uploadBrandImage(input: $input) {
        image {
          storagePath
        }
      }
    }
  `;
  const multipart = (brandId: string, parts: string) => {
    const boundary = 'adire-test-boundary';
    const operations = JSON.stringify({ query: UPLOAD, variables: { input: { brandId, file: null } } });
    const body =
      `--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${operations}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="map"\r\n\r\n${JSON.stringify({ 0: ['variables.input.file'] })}\r\n` +
      parts.replaceAll('BOUNDARY', boundary);
    return fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: {
        ...admin,
        'apollo-require-preflight': 'true',
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      body,
    });
  };
  const brandImageState = async () => ({
    rows: await server.db.prisma.brandImage.count(),
    files: fs.existsSync(path.join(server.mediaDir, 'brands'))
      ? fs.readdirSync(path.join(server.mediaDir, 'brands'), { recursive: true }).length
      : 0,
  });

  it('answers 400 quickly when the file part the map names never arrives', async () => {
    const brand = await server.db.prisma.brand.findFirstOrThrow();
    const before = await brandImageState();
    const started = Date.now();
    const res = await multipart(brandGlobalId(brand.id), '--BOUNDARY--\r\n');
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { file: 'The file did not arrive in full. Please try again.' },
    });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await brandImageState()).toEqual(before);
  });

  it('answers 400 when the file part is cut off, leaving nothing half-written', async () => {
    const brand = await server.db.prisma.brand.findFirstOrThrow();
    const before = await brandImageState();
    const head = (await png(64, 64)).subarray(0, 64).toString('latin1');
    const res = await multipart(
      brandGlobalId(brand.id),
      `--BOUNDARY\r\nContent-Disposition: form-data; name="0"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n${head}`,
    );
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(JSON.stringify(body)).not.toContain('INTERNAL_SERVER_ERROR');
    expect(await brandImageState()).toEqual(before);
  });
});

describe('401 answers', () => {
  it('name the Bearer scheme, and invalid_token when a bad token was presented', async () => {
    const bad = { authorization: 'Bearer not-a-token' };
    const graphql = await post('/graphql', JSON.stringify({ query: '{ __typename }' }), bad);
    expect(graphql.status).toBe(401);
    expect(graphql.headers.get('www-authenticate')).toMatch(/^Bearer realm="adire", error="invalid_token"/);
    const api = await fetch(`${server.url}/api/admin/faqs`, { headers: bad });
    expect(api.status).toBe(401);
    expect(api.headers.get('www-authenticate')).toMatch(/^Bearer realm="adire", error="invalid_token"/);
    const anonymous = await fetch(`${server.url}/api/leads`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toBe('Bearer realm="adire"');
  });
});

const brandGlobalId = (id: string) => encodeGlobalID('Brand', id);
