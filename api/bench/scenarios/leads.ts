import { createLocalJWKSet, jwtVerify, type JWK } from 'jose';
import type { Scenario } from '../scenario.js';
import { rowId, sqlGlobalId } from '../scenario.js';

const FIRST = 100;

/**
 * The studio's leads screen for an admin: the first page of 100 lead cards, newest first. The
 * baseline checks the same bearer token (signature, issuer, audience, expiry) and the caller's role
 * before it reads, as any hand-written studio route must.
 */
export const leads = (auth: { publicKeys: JWK[]; issuer: string; audience: string }): Scenario => {
  const keys = createLocalJWKSet({ keys: auth.publicKeys });
  return {
    name: 'studio leads list (admin token)',
    signedIn: true,
    query: /* GraphQL */ `
      query BenchLeads($count: Int!) {
        leads(first: $count) {
          totalCount
          pageInfo {
            hasNextPage
            endCursor
          }
          edges {
            node {
              id
              customerName
              customerEmail
              customerPhone
              source
              leadType
              status
              priority
              estimatedValue
              notes
              createdAt
              contactedAt
              qualifiedAt
              convertedAt
              brand {
                id
                name
              }
            }
          }
        }
      }
    `,
    variables: { count: FIRST },
    async baseline(pool, variables, authorization?: string) {
      const token = authorization?.replace(/^Bearer /, '') ?? '';
      const { payload } = await jwtVerify(token, keys, { issuer: auth.issuer, audience: auth.audience, typ: 'at+jwt' });
      const first = Number(variables.count);
      const { rows } = await pool.query(
        `WITH viewer AS (SELECT 1 FROM users WHERE id = $2 AND role IN ('super_admin', 'admin')),
         page AS (SELECT * FROM leads WHERE EXISTS (SELECT 1 FROM viewer) ORDER BY created_at DESC, id ASC LIMIT $1 + 1)
         SELECT EXISTS (SELECT 1 FROM viewer) AS allowed, json_build_object(
           'totalCount', (SELECT count(*) FROM leads),
           'rows', COALESCE((SELECT json_agg(json_build_object(
             'id', ${sqlGlobalId('Lead', 'l.id')}, 'customerName', l.customer_name, 'customerEmail', l.customer_email,
             'customerPhone', l.customer_phone, 'source', l.source, 'leadType', l.lead_type, 'status', l.status,
             'priority', l.priority, 'estimatedValue', l.estimated_value::float8, 'notes', l.notes,
             'createdAt', l.created_at, 'contactedAt', l.contacted_at, 'qualifiedAt', l.qualified_at,
             'convertedAt', l.converted_at,
             'brand', CASE WHEN b.id IS NULL THEN NULL ELSE json_build_object('id', ${sqlGlobalId('Brand', 'b.id')}, 'name', b.name) END
           ) ORDER BY l.created_at DESC, l.id) FROM page l LEFT JOIN brands b ON b.id = l.brand_id), '[]'::json)
         ) AS result`,
        [first, payload.sub],
      );
      if (!rows[0].allowed) throw new Error('Forbidden');
      const { totalCount, rows: nodes } = rows[0].result;
      const page = nodes.slice(0, first);
      return {
        leads: {
          totalCount,
          pageInfo: { hasNextPage: nodes.length > first },
          edges: page.map((node: unknown) => ({ node })),
        },
      };
    },
    fingerprint: ({ graphql, baseline }) => {
      const found = (graphql ?? baseline).leads;
      return {
        totalCount: Number(found.totalCount),
        leads: found.edges.map((e: any) => [
          rowId(e.node.id),
          e.node.brand && rowId(e.node.brand.id),
          e.node.estimatedValue,
        ]),
      };
    },
  };
};
