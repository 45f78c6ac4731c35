import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { createApiClient } from '../../src/auth/api-clients.js';

let server: TestServer;
/**
 * Pages of 50 brands with nested lists are over the signed-out cost budget, so these documents are
 * sent as an integrator would send them: with a client-credentials token (one more statement, the
 * client's check, the same for every page size).
 */
let integratorToken: string;
beforeAll(async () => {
  server = await startTestServer();
  const client = await createApiClient(server.db.prisma, 'Planning Partner');
  const res = await fetch(`${server.url}/oidc/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'client_credentials', scope: 'api' }).toString(),
  });
  integratorToken = ((await res.json()) as { access_token: string }).access_token;
  const existing = await server.db.prisma.brand.count();
  // Make sure a page of 50 is full.
  if (existing < 60) {
    await server.db.prisma.brand.createMany({
      data: Array.from({ length: 60 - existing }, (_, i) => ({
        name: `Planning ${i}`,
        category: 'Bridal',
        location: 'Accra, Ghana',
        city: 'Accra',
      })),
    });
  }
});
afterAll(async () => {
  await server?.close();
});

const NESTED = /* GraphQL */ `
  query Nested($first: Int!) {
    brands(first: $first) {
      edges {
        node {
          id
          name
          images {
            storagePath
          }
          collections(first: 3) {
            edges {
              node {
                id
                title
                images {
                  imageUrl
                }
              }
            }
          }
        }
      }
    }
  }
`;

// Responsive images read each image's media_objects row: one more statement per level, not per brand.
const WITH_IMAGES = /* GraphQL */ `
  query WithImages($first: Int!) {
    brands(first: $first) {
      edges {
        node {
          id
          primaryImage {
            url
            srcSet
          }
          imageSrcSet
          images {
            url
            srcSet
            variants {
              width
            }
          }
        }
      }
    }
  }
`;

async function statementsFor(first: number, query = NESTED) {
  const before = server.db.statements.count;
  const { body } = await server.graphql(query, { first }, { authorization: `Bearer ${integratorToken}` });
  expect(body.errors).toBeUndefined();
  expect(body.data.brands.edges).toHaveLength(first);
  return server.db.statements.count - before;
}

describe('query planning', () => {
  it('costs the same number of SQL statements for 50 brands with nested collections as for 5', async () => {
    const five = await statementsFor(5);
    const fifty = await statementsFor(50);
    expect(five).toBeGreaterThan(0);
    expect(fifty).toBe(five);
    // And that number is small: one statement per relation level (and the token's), not per brand.
    expect(fifty).toBeLessThanOrEqual(6);
  });

  it('costs the same for responsive images (variants and srcset) of 50 brands as of 5', async () => {
    const five = await statementsFor(5, WITH_IMAGES);
    expect(await statementsFor(50, WITH_IMAGES)).toBe(five);
    // brands with their main image's media row, gallery images, the gallery images' media rows (and the token's).
    expect(five).toBeLessThanOrEqual(5);
  });
});
