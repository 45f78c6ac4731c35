/** The directory page's query: one page of brands with their first collections. */
export const DIRECTORY_QUERY = /* GraphQL */ `
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
`;

/** The same page written by hand: one SQL statement building the JSON in PostgreSQL. */
export const DIRECTORY_SQL = `
  WITH page AS (
    SELECT * FROM brands ORDER BY name ASC, id ASC LIMIT $1 + 1
  )
  SELECT json_build_object(
    'totalCount', (SELECT count(*) FROM brands),
    'rows', COALESCE((
      SELECT json_agg(json_build_object(
        'id', encode(convert_to('Brand:' || b.id, 'UTF8'), 'base64'),
        'name', b.name, 'city', b.city, 'category', b.category, 'rating', b.rating,
        'reviewCount', b.review_count, 'isVerified', b.is_verified, 'image', b.image, 'priceRange', b.price_range,
        'collections', json_build_object('edges', COALESCE((
          SELECT json_agg(json_build_object('node', json_build_object(
            'id', encode(convert_to('Collection:' || c.id, 'UTF8'), 'base64'), 'title', c.title, 'image', c.image)) ORDER BY c.created_at DESC, c.id)
          FROM (SELECT * FROM catalogues WHERE brand_id = b.id ORDER BY created_at DESC, id LIMIT 3) c
        ), '[]'::json))
      ) ORDER BY b.name, b.id)
      FROM page b
    ), '[]'::json)
  ) AS result
`;

interface SqlRow {
  id: string;
  [k: string]: unknown;
}

/** Shapes the SQL answer like the GraphQL one (connection, cursors, page info). */
export function shapeConnection(result: { totalCount: number; rows: SqlRow[] }, first: number) {
  const rows = result.rows.slice(0, first);
  const edges = rows.map((node) => ({ cursor: Buffer.from(`cursor:${node.id}`).toString('base64'), node }));
  return {
    data: {
      brands: {
        totalCount: result.totalCount,
        pageInfo: { hasNextPage: result.rows.length > first, endCursor: edges.at(-1)?.cursor ?? null },
        edges,
      },
    },
  };
}
