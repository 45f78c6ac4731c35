import type { Scenario } from '../scenario.js';
import { connectionOfPage, rowId, sqlCursor, sqlGlobalId } from '../scenario.js';

const FIRST = 24;

/** The product listing (/collections in products mode): in-stock products, newest first, as cards. */
export const products: Scenario = {
  name: 'product listing (24 cards)',
  query: /* GraphQL */ `
    query BenchProducts($first: Int!, $filter: ProductFilter) {
      products(first: $first, filter: $filter) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          cursor
          node {
            id
            title
            category
            image
            images
            price
            salePrice
            onSale
            currency
            inStock
            serviceType
          }
        }
      }
    }
  `,
  variables: { first: FIRST, filter: { search: null } },
  async baseline(pool, variables) {
    const first = Number(variables.first);
    const { rows } = await pool.query(
      `WITH page AS (
         SELECT * FROM products WHERE in_stock ORDER BY created_at DESC, id ASC LIMIT $1 + 1
       )
       SELECT json_build_object(
         'totalCount', (SELECT count(*) FROM products WHERE in_stock),
         'rows', COALESCE((
           SELECT json_agg(json_build_object(
             'cursor', ${sqlCursor('p.id')},
             'node', json_build_object(
               'id', ${sqlGlobalId('Product', 'p.id')},
               'title', p.title, 'category', p.category, 'image', p.image, 'images', p.images,
               'price', CASE WHEN hidden THEN NULL ELSE p.price::float8 END,
               'salePrice', CASE WHEN hidden THEN NULL ELSE p.sale_price::float8 END,
               'onSale', NOT hidden AND p.sale_price IS NOT NULL AND p.sale_price < p.price,
               'currency', p.currency, 'inStock', p.in_stock, 'serviceType', p.service_type)
           ) ORDER BY p.created_at DESC, p.id)
           FROM (SELECT *, service_type = 'portfolio' OR contact_for_pricing AS hidden FROM page) p
         ), '[]'::json)
       ) AS result`,
      [first],
    );
    return { products: connectionOfPage(rows[0].result, first) };
  },
  fingerprint: ({ graphql, baseline }) => {
    const products = (graphql ?? baseline).products;
    return {
      totalCount: Number(products.totalCount),
      products: products.edges.map((e: any) => [rowId(e.node.id), e.node.price, e.node.onSale]),
    };
  },
};
