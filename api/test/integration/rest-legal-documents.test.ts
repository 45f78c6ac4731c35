import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { restClient } from '../support/rest-client.js';

let server: TestServer;
let rest: ReturnType<typeof restClient>;
beforeAll(async () => {
  server = await startTestServer();
  rest = restClient(server);
});
afterAll(async () => {
  await server?.close();
});

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
