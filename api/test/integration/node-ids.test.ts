import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { seededTokens } from '../support/seeded-sign-in.js';
import { bearer } from '../support/sign-in.js';

const NODE = `query Node($id: ID!) { node(id: $id) { __typename id } }`;
const NODES = `query Nodes($ids: [ID!]!) { nodes(ids: $ids) { __typename id } }`;
const LEAD_NODE = `query LeadNode($id: ID!) { node(id: $id) { id ... on Lead { customerEmail } } }`;

describe('node(id:) and nodes(ids:) reveal nothing', () => {
  let server: TestServer;
  let tokens: Record<string, string>;
  let brandId: string;
  let leadId: string;
  let userId: string;
  beforeAll(async () => {
    server = await startTestServer();
    tokens = await seededTokens(server.url, ['super_admin', 'user']);
    const { prisma } = server.db;
    brandId = encodeGlobalID('Brand', (await prisma.brand.findFirstOrThrow()).id);
    leadId = encodeGlobalID('Lead', (await prisma.lead.findFirstOrThrow()).id);
    userId = encodeGlobalID('User', (await prisma.user.findFirstOrThrow({ where: { role: 'super_admin' } })).id);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers a record the caller may see', async () => {
    const { status, body } = await server.graphql(NODE, { id: brandId });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data.node).toEqual({ __typename: 'Brand', id: brandId });
  });

  it('answers null for an id that names no record', async () => {
    for (const id of [encodeGlobalID('Brand', randomUUID()), encodeGlobalID('Lead', randomUUID())]) {
      const { status, body } = await server.graphql(NODE, { id });
      expect(status).toBe(200);
      expect(body.errors).toBeUndefined();
      expect(body.data.node).toBeNull();
    }
  });

  it('answers null for malformed ids', async () => {
    const malformed = [
      'not-a-global-id',
      '',
      '%%%',
      encodeGlobalID('Brand', 'not-a-uuid'),
      encodeGlobalID('NoSuchType', randomUUID()),
      encodeGlobalID('PageInfo', randomUUID()),
      Buffer.from('no colon at all').toString('base64'),
    ];
    for (const id of malformed) {
      const { status, body } = await server.graphql(NODE, { id });
      expect(status, id).toBe(200);
      expect(body.errors, id).toBeUndefined();
      expect(body.data.node, id).toBeNull();
    }
  });

  it('answers null, not FORBIDDEN, for records the caller may not read', async () => {
    for (const headers of [{}, bearer(tokens.user)]) {
      for (const id of [leadId, userId]) {
        const { status, body } = await server.graphql(NODE, { id }, headers);
        expect(status).toBe(200);
        expect(body.errors).toBeUndefined();
        expect(body.data.node).toBeNull();
      }
      const lead = await server.graphql(LEAD_NODE, { id: leadId }, headers);
      expect(lead.body.errors).toBeUndefined();
      expect(lead.body.data.node).toBeNull();
    }
  });

  it("answers null for a studio write's audit event to those outside the studio", async () => {
    const { prisma } = server.db;
    const event = await prisma.auditEvent.create({
      data: {
        actorEmail: 'owner@adire.example',
        actorRole: 'super_admin',
        action: 'updated',
        entityType: 'platform_setting',
        entityId: 'contact_email',
        entityLabel: 'contact_email',
      },
    });
    const id = encodeGlobalID('AuditEvent', event.id);
    const AUDIT_NODE = `query AuditNode($id: ID!) { node(id: $id) { id ... on AuditEvent { entityLabel } } }`;
    for (const headers of [{}, bearer(tokens.user)]) {
      const { body } = await server.graphql(AUDIT_NODE, { id }, headers);
      expect(body.errors).toBeUndefined();
      expect(body.data.node).toBeNull();
    }
    const asSuperAdmin = await server.graphql(AUDIT_NODE, { id }, bearer(tokens.super_admin));
    expect(asSuperAdmin.body.data.node).toEqual({ id, entityLabel: 'contact_email' });
  });

  it('answers those records to a caller who may read them', async () => {
    const { body } = await server.graphql(LEAD_NODE, { id: leadId }, bearer(tokens.super_admin));
    expect(body.errors).toBeUndefined();
    expect(body.data.node).toMatchObject({ id: leadId, customerEmail: expect.stringContaining('@') });
  });

  it('answers nodes(ids:) item by item, in order', async () => {
    const ids = [brandId, encodeGlobalID('Brand', randomUUID()), 'garbage', leadId, brandId];
    const { status, body } = await server.graphql(NODES, { ids });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data.nodes).toEqual([
      { __typename: 'Brand', id: brandId },
      null,
      null,
      null,
      { __typename: 'Brand', id: brandId },
    ]);
  });
});
