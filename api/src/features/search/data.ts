import { Prisma } from '../../generated/prisma/client.js';

// The text each kind is searched by. These expressions match the expression indexes of the
// search_indexes migration character for character, or PostgreSQL cannot use them.
export const BRAND_DOCUMENT = Prisma.sql`(b.name || ' ' || b.description || ' ' || b.category || ' ' || b.location)`;
export const COLLECTION_DOCUMENT = Prisma.sql`(c.title || ' ' || coalesce(c.description, ''))`;
export const PRODUCT_DOCUMENT = Prisma.sql`(p.title || ' ' || coalesce(p.description, '') || ' ' || coalesce(p.category, ''))`;
