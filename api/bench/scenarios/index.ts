import { encodeGlobalID } from '@pothos/plugin-relay';
import { loadPublicKeys } from '../../src/auth/key-store.js';
import { oidcIssuer } from '../../src/auth/oidc-provider.js';
import { API_RESOURCE } from '../../src/auth/api-resource.js';
import { seededTokens } from '../../test/support/seeded-sign-in.js';
import { LARGE_BRAND_NAME, type BenchDatabase } from '../bench-database.js';
import type { Scenario } from '../scenario.js';
import { directory } from './directory.js';
import { products } from './products.js';
import { brandPage } from './brand-page.js';
import { search } from './search.js';
import { leads } from './leads.js';
import { contact } from './contact.js';

/** A word the seeded brands, collections and products all contain. */
const SEARCH_TEXT = 'bridal';

/** Every scenario, with what they need from the seeded data: the busiest brand and an admin's token. */
export async function benchScenarios(database: BenchDatabase, apiUrl: string) {
  const { prisma } = database.db;
  const busiest = await prisma.brand.findFirstOrThrow({
    where: { name: { not: LARGE_BRAND_NAME } },
    select: { id: true },
    orderBy: [{ products: { _count: 'desc' } }, { id: 'asc' }],
  });
  const brandId = encodeGlobalID('Brand', busiest.id);
  const { admin: adminToken } = await seededTokens(apiUrl, ['admin']);
  const scenarios: Scenario[] = [
    directory,
    products,
    brandPage(brandId),
    search(SEARCH_TEXT),
    leads({ publicKeys: await loadPublicKeys(prisma), issuer: oidcIssuer(apiUrl), audience: API_RESOURCE }),
    contact(brandId),
  ];
  const large = await prisma.brand.findFirstOrThrow({ where: { name: LARGE_BRAND_NAME }, select: { id: true } });
  return { scenarios, adminToken, largeBrandId: encodeGlobalID('Brand', large.id) };
}
