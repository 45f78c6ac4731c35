import { searchStatements } from '../../src/features/search/data.js';
import type { Scenario } from '../scenario.js';
import { rowId } from '../scenario.js';

const FIRST = 8;

/**
 * Site search as the search modal asks it: brands, collections and products, best first. The
 * baseline ranks with the very same statements (features/search/data.ts) and reads the cards in
 * one more statement per kind, the shape any hand-written two-step search takes.
 */
export const search = (text: string): Scenario => ({
  name: `search ("${text}")`,
  query: /* GraphQL */ `
    query BenchSearch($query: String!, $first: Int) {
      search(query: $query, first: $first) {
        query
        brands {
          id
          name
          city
          category
          image
          isVerified
        }
        collections {
          id
          title
          image
        }
        products {
          id
          title
          image
          price
          currency
        }
      }
    }
  `,
  variables: { query: text, first: FIRST },
  async baseline(pool, variables) {
    const query = String(variables.query).trim();
    const first = Number(variables.first);
    const ranked = async (statement: { text: string; values: unknown[] }) =>
      (await pool.query(statement.text, statement.values)).rows.map((r) => r.id as string);
    const inOrder = (ids: string[], rows: { id: string }[]) => {
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    };
    const [brandIds, collectionIds, productIds] = await Promise.all([
      ranked(searchStatements.brands(query, first)),
      ranked(searchStatements.collections(query, first)),
      ranked(searchStatements.products(query, first)),
    ]);
    const [brands, collections, products] = await Promise.all([
      pool.query(
        `SELECT id, name, city, category, image, is_verified AS "isVerified" FROM brands WHERE id = ANY($1::uuid[])`,
        [brandIds],
      ),
      pool.query(`SELECT id, title, image FROM catalogues WHERE id = ANY($1::uuid[])`, [collectionIds]),
      pool.query(
        `SELECT id, title, image, CASE WHEN service_type = 'portfolio' OR contact_for_pricing THEN NULL ELSE price::float8 END AS price, currency
         FROM products WHERE id = ANY($1::uuid[])`,
        [productIds],
      ),
    ]);
    return {
      search: {
        query,
        brands: inOrder(brandIds, brands.rows),
        collections: inOrder(collectionIds, collections.rows),
        products: inOrder(productIds, products.rows),
      },
    };
  },
  fingerprint: ({ graphql, baseline }) => {
    const found = (graphql ?? baseline).search;
    const ids = (rows: { id: string }[]) => rows.map((r) => (graphql ? rowId(r.id) : r.id));
    return { brands: ids(found.brands), collections: ids(found.collections), products: ids(found.products) };
  },
});
