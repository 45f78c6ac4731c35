import type { Scenario } from '../scenario.js';
import { rowId, sqlGlobalId } from '../scenario.js';

/** A brand's profile page: header and story, its collections, products (as cards) and latest reviews. */
export const brandPage = (brandId: string): Scenario => ({
  name: 'brand page',
  query: /* GraphQL */ `
    query BenchBrandPage($id: ID!) {
      brand(id: $id) {
        id
        name
        category
        city
        location
        isVerified
        rating
        reviewCount
        description
        longDescription
        foundedYear
        image
        whatsapp
        website
        instagram
        collections(first: 6) {
          totalCount
          edges {
            node {
              id
              title
              description
              image
            }
          }
        }
        products(first: 12) {
          totalCount
          edges {
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
        reviews(first: 5) {
          edges {
            node {
              id
              author
              rating
              comment
              date
            }
          }
        }
      }
    }
  `,
  variables: { id: brandId },
  async baseline(pool, variables) {
    const id = rowId(String(variables.id));
    const { rows } = await pool.query(
      `SELECT json_build_object(
         'id', ${sqlGlobalId('Brand', 'b.id')}, 'name', b.name, 'category', b.category, 'city', b.city,
         'location', b.location, 'isVerified', b.is_verified, 'rating', b.rating, 'reviewCount', b.review_count,
         'description', b.description, 'longDescription', b.long_description, 'foundedYear', b.founded_year,
         'image', b.image, 'whatsapp', b.whatsapp, 'website', b.website, 'instagram', b.instagram,
         'collections', json_build_object(
           'totalCount', (SELECT count(*) FROM catalogues WHERE brand_id = b.id),
           'edges', COALESCE((SELECT json_agg(json_build_object('node', json_build_object(
               'id', ${sqlGlobalId('Collection', 'c.id')}, 'title', c.title, 'description', c.description, 'image', c.image
             )) ORDER BY c.created_at DESC, c.id)
             FROM (SELECT * FROM catalogues WHERE brand_id = b.id ORDER BY created_at DESC, id LIMIT 6) c), '[]'::json)),
         'products', json_build_object(
           'totalCount', (SELECT count(*) FROM products WHERE brand_id = b.id),
           'edges', COALESCE((SELECT json_agg(json_build_object('node', json_build_object(
               'id', ${sqlGlobalId('Product', 'p.id')}, 'title', p.title, 'category', p.category, 'image', p.image,
               'images', p.images,
               'price', CASE WHEN p.hidden THEN NULL ELSE p.price::float8 END,
               'salePrice', CASE WHEN p.hidden THEN NULL ELSE p.sale_price::float8 END,
               'onSale', NOT p.hidden AND p.sale_price IS NOT NULL AND p.sale_price < p.price,
               'currency', p.currency, 'inStock', p.in_stock, 'serviceType', p.service_type
             )) ORDER BY p.created_at DESC, p.id)
             FROM (SELECT *, service_type = 'portfolio' OR contact_for_pricing AS hidden FROM products
                   WHERE brand_id = b.id ORDER BY created_at DESC, id LIMIT 12) p), '[]'::json)),
         'reviews', json_build_object(
           'edges', COALESCE((SELECT json_agg(json_build_object('node', json_build_object(
               'id', ${sqlGlobalId('Review', 'r.id')}, 'author', r.author, 'rating', r.rating, 'comment', r.comment,
               'date', r.date)) ORDER BY r.created_at DESC, r.id)
             FROM (SELECT * FROM reviews WHERE brand_id = b.id AND hidden_at IS NULL
                   ORDER BY created_at DESC, id LIMIT 5) r), '[]'::json))
       ) AS brand
       FROM brands b WHERE b.id = $1`,
      [id],
    );
    return { brand: rows[0]?.brand ?? null };
  },
  fingerprint: ({ graphql, baseline }) => {
    const brand = (graphql ?? baseline).brand;
    const ids = (connection: any) => connection.edges.map((e: any) => rowId(e.node.id));
    return {
      brand: rowId(brand.id),
      longDescription: brand.longDescription,
      collections: [Number(brand.collections.totalCount), ids(brand.collections)],
      products: [Number(brand.products.totalCount), ids(brand.products)],
      reviews: ids(brand.reviews),
    };
  },
});
