import type { Scenario } from '../scenario.js';
import { connectionOfPage, rowId, sqlCursor, sqlGlobalId } from '../scenario.js';

const FIRST = 50;

/** The directory page: one page of brand cards, each with its newest collections. */
export const directory: Scenario = {
  name: 'directory (50 brands + collections)',
  query: /* GraphQL */ `
    query BenchDirectory($first: Int!) {
      brands(first: $first) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          cursor
          node {
            id
            name
            city
            category
            rating
            reviewCount
            isVerified
            image
            priceRange
            collections(first: 3) {
              edges {
                node {
                  id
                  title
                  image
                }
              }
            }
          }
        }
      }
    }
  `,
  variables: { first: FIRST },
  async baseline(pool, variables) {
    const first = Number(variables.first);
    const { rows } = await pool.query(
      `WITH page AS (SELECT * FROM brands ORDER BY name ASC, id ASC LIMIT $1 + 1)
       SELECT json_build_object(
         'totalCount', (SELECT count(*) FROM brands),
         'rows', COALESCE((
           SELECT json_agg(json_build_object(
             'cursor', ${sqlCursor('b.id')},
             'node', json_build_object(
               'id', ${sqlGlobalId('Brand', 'b.id')},
               'name', b.name, 'city', b.city, 'category', b.category, 'rating', b.rating,
               'reviewCount', b.review_count, 'isVerified', b.is_verified, 'image', b.image, 'priceRange', b.price_range,
               'collections', json_build_object('edges', COALESCE((
                 SELECT json_agg(json_build_object('node', json_build_object(
                   'id', ${sqlGlobalId('Collection', 'c.id')}, 'title', c.title, 'image', c.image))
                   ORDER BY c.created_at DESC, c.id)
                 FROM (SELECT * FROM catalogues WHERE brand_id = b.id ORDER BY created_at DESC, id LIMIT 3) c
               ), '[]'::json)))
           ) ORDER BY b.name, b.id)
           FROM page b
         ), '[]'::json)
       ) AS result`,
      [first],
    );
    return { brands: connectionOfPage(rows[0].result, first) };
  },
  fingerprint: ({ graphql, baseline }) => {
    const brands = (graphql ?? baseline).brands;
    return {
      totalCount: Number(brands.totalCount),
      brands: brands.edges.map((e: any) => [
        rowId(e.node.id),
        e.node.collections.edges.map((c: any) => rowId(c.node.id)),
      ]),
    };
  },
};
