import { expect, test, type Page } from '@playwright/test';
import { accessTokenOf, graphqlAs } from './support/accessToken';
import { SEEDED, signIn } from './support/accounts';
import { operationNameOf } from './support/graphqlRoutes';

/** The queries a refresh of /favourites sends: each section refetches what it shows. */
const REFRESH_OPERATIONS = new Set([
  'FavouriteBrandsPaginationQuery',
  'FavouriteCollectionsPaginationQuery',
  'FavouriteProductsPaginationQuery',
  'FavouritesListsQuery',
]);

/** Counts the favourites requests the page sends from now on. */
function countRefreshRequests(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    const name = operationNameOf(request);
    if (name && REFRESH_OPERATIONS.has(name)) count += 1;
  });
  return () => count;
}

type BrandList = { brands: { edges: { node: { id: string; name: string; isFavourite: boolean } }[] } };

test('favourites refresh by themselves every 30 seconds', async ({ page, request }) => {
  await page.clock.install();
  await signIn(page, SEEDED.shopper, '/favourites');
  const brandsSection = page.getByRole('region', { name: /Favourite Brands/ });
  await expect(page.getByRole('heading', { level: 1, name: 'My Favourites' })).toBeVisible();
  await expect(brandsSection).toBeVisible();
  await expect(page.getByRole('region', { name: /Favourite Products/ })).toBeVisible();

  const refreshRequests = countRefreshRequests(page);
  // A brand the shopper has not saved, saved now behind the page's back.
  const token = await accessTokenOf(page);
  const { brands } = await graphqlAs<BrandList>(
    request,
    token,
    '{ brands(first: 100) { edges { node { id name isFavourite } } } }',
  );
  const brand = brands.edges.map(({ node }) => node).find((node) => !node.isFavourite);
  expect(brand, 'a brand the shopper has not saved').toBeDefined();
  const saveBrand = (mutation: 'addFavourite' | 'removeFavourite') =>
    graphqlAs(request, token, `mutation ($id: ID!) { ${mutation}(kind: brand, targetId: $id) { kind } }`, {
      id: brand!.id,
    });
  await saveBrand('addFavourite');
  try {
    // Well before 30 seconds since the page opened: nothing is fetched and the new brand is not shown.
    await page.clock.fastForward(20_000);
    await page.waitForTimeout(1_000);
    expect(refreshRequests()).toBe(0);
    await expect(brandsSection.getByRole('heading', { level: 3, name: brand!.name, exact: true })).toHaveCount(0);

    // Past 30 seconds the lists are fetched again and the brand appears.
    await page.clock.fastForward(10_000);
    await expect.poll(refreshRequests).toBeGreaterThanOrEqual(3);
    await expect(brandsSection.getByRole('heading', { level: 3, name: brand!.name, exact: true })).toBeVisible();

    // And again 30 seconds later, not sooner.
    await expect.poll(refreshRequests).toBe(3);
    await page.clock.fastForward(20_000);
    await page.waitForTimeout(1_000);
    expect(refreshRequests()).toBe(3);
    await page.clock.fastForward(10_000);
    await expect.poll(refreshRequests).toBe(6);
  } finally {
    await saveBrand('removeFavourite');
  }
});

test('a refresh that finds nothing changed costs a body-less 304 per list', async ({ page }) => {
  await page.clock.install();
  await signIn(page, SEEDED.shopper, '/favourites');
  await expect(page.getByRole('region', { name: /Favourite Brands/ })).toBeVisible();

  const answers: { name: string; status: number; bodyBytes: number; headerBytes: number }[] = [];
  page.on('requestfinished', async (request) => {
    const name = operationNameOf(request);
    const response = await request.response();
    if (!name || !REFRESH_OPERATIONS.has(name) || !response) return;
    const sizes = await request.sizes();
    answers.push({
      name,
      status: response.status(),
      bodyBytes: sizes.responseBodySize,
      headerBytes: sizes.responseHeadersSize,
    });
  });

  // The first refresh fetches each list in full; the next finds them unchanged.
  await page.clock.fastForward(30_000);
  await expect.poll(() => answers.length).toBeGreaterThanOrEqual(3);
  const first = answers.length;
  expect(answers.every((a) => a.status === 200)).toBe(true);
  await page.clock.fastForward(30_000);
  await expect.poll(() => answers.length).toBe(first * 2);
  const unchanged = answers.slice(first);
  for (const answer of unchanged) {
    expect(answer, `${answer.name} answered again`).toMatchObject({ status: 304, bodyBytes: 0 });
    expect(answer.headerBytes).toBeLessThan(1000);
  }
});
