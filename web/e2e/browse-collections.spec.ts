import { expect, test, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import { createConfirmedAccount, SEEDED, signIn, uniqueEmail } from './support/accounts';
import persisted from '../persisted-queries.json' with { type: 'json' };
import { isGraphQLUrl, sentOperation } from './support/graphqlRoutes';

const COLLECTION_PRODUCT_COUNTS = `query CollectionProductCounts($after: String) {
  collections(first: 100, after: $after) {
    pageInfo { hasNextPage endCursor }
    edges { node { databaseId products { totalCount } } }
  }
}`;

interface CollectionProductCounts {
  collections: {
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    edges: { node: { databaseId: string; products: { totalCount: number } } }[];
  };
}

/** The seeded collection with the most products, read through every page of collections. */
async function collectionWithMostProducts(request: APIRequestContext): Promise<{ databaseId: string; total: number }> {
  let best = { databaseId: '', total: -1 };
  let after: string | null = null;
  do {
    const response: APIResponse = await request.post('/graphql', {
      headers: { 'content-type': 'application/json' },
      data: { query: COLLECTION_PRODUCT_COUNTS, variables: { after } },
    });
    const { collections }: CollectionProductCounts = ((await response.json()) as { data: CollectionProductCounts })
      .data;
    for (const { node } of collections.edges) {
      if (node.products.totalCount > best.total)
        best = { databaseId: node.databaseId, total: node.products.totalCount };
    }
    after = collections.pageInfo.hasNextPage ? collections.pageInfo.endCursor : null;
  } while (after);
  return best;
}

/** Rewrites the collection page's query so its first page of products holds `count`. */
async function askForFirstProducts(page: Page, count: number): Promise<void> {
  await page.route(isGraphQLUrl, (route) => {
    // The app sends its documents by id; the rewritten text goes as a query within the public budget.
    const request = route.request();
    const body = sentOperation(request);
    const text = body?.id ? (persisted as Record<string, string>)[body.id] : undefined;
    if (body?.operationName !== 'CollectionPageQuery' || !text) return route.fallback();
    return route.fallback({
      url: new URL('/graphql', request.url()).toString(),
      method: 'POST',
      headers: { ...request.headers(), 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
      postData: JSON.stringify({
        query: text.replace('products(first: 12)', `products(first: ${count})`),
        variables: body.variables,
        operationName: body.operationName,
      }),
    });
  });
}

const collectionProductLinks = (page: Page) =>
  page.getByRole('region', { name: 'Products in This Collection' }).locator('a[href^="/product/"]');
const productProgress = (page: Page) => page.getByRole('status').filter({ hasText: /products$/ });

/** How many products the page's CollectionPage JSON-LD lists. */
async function itemListLength(page: Page): Promise<number> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const entities = scripts.flatMap(
    (text) => JSON.parse(text) as { '@type': string; mainEntity?: { itemListElement: unknown[] } }[],
  );
  return entities.find((entity) => entity['@type'] === 'CollectionPage')?.mainEntity?.itemListElement.length ?? 0;
}

test.describe('Collections', () => {
  test('switches between collections and products, and the filters panel opens and closes', async ({ page }) => {
    await page.goto('/collections');
    await expect(page.getByRole('heading', { level: 1, name: 'Collections' })).toBeVisible();
    const firstRow = page.getByRole('region', { name: 'Ready to Wear' });
    await expect(firstRow.locator('a[href^="/collection/"]').first()).toBeVisible();

    await page.getByRole('button', { name: 'Filters' }).click();
    const filters = page.getByRole('region', { name: 'Filters' });
    await expect(filters).toBeVisible();
    await filters.getByLabel('Category').selectOption('accessories');
    await expect(page.getByRole('region', { name: 'Accessories' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Ready to Wear' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Filters' }).click();
    await expect(filters).toBeHidden();

    await page.getByRole('button', { name: 'View All Products' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
    await expect(page.locator('main a[href^="/product/"]').first()).toBeVisible();
    await page.getByRole('button', { name: 'View Brands' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Collections' })).toBeVisible();
  });

  test('a collection shows its brand, rating, products and suggestions', async ({ page }) => {
    await page.goto('/collections');
    const card = page.getByRole('region', { name: 'Ready to Wear' }).locator('a[href^="/collection/"]').first();
    const title = (await card.getByRole('heading', { level: 3 }).innerText()).trim();
    await card.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByText(/out of 5$/)).toBeVisible();
    await expect(page.getByRole('button', { name: `Save ${title} to favourites` })).toBeVisible();
    await expect(page.locator('main a[href^="/brand/"]').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Products in This Collection' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'You May Also Like' })).toBeVisible();
    const suggestions = page.getByRole('region', { name: 'You May Also Like' }).getByRole('link');
    expect(await suggestions.count()).toBeLessThanOrEqual(4);
    await expect(page.getByText('Based on your favourites')).toHaveCount(0);
  });

  test('signed in, the suggestions say they are based on your favourites', async ({ page }) => {
    await signIn(page, SEEDED.shopper, '/collections');
    await page.getByRole('region', { name: 'Ready to Wear' }).locator('a[href^="/collection/"]').first().click();
    await expect(page.getByRole('heading', { name: 'You May Also Like' })).toBeVisible();
    await expect(page.getByText('Based on your favourites')).toBeVisible();
  });

  test('signed in without favourites, the suggestions carry no favourites label', async ({ page, request }) => {
    const account = { email: uniqueEmail('suggestions'), password: 'Suggest-Me-2026!' };
    await createConfirmedAccount(request, account.email, account.password);
    await signIn(page, account, '/collections');
    await page.getByRole('region', { name: 'Ready to Wear' }).locator('a[href^="/collection/"]').first().click();
    await expect(page.getByRole('heading', { name: 'You May Also Like' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'You May Also Like' }).getByRole('link').first()).toBeVisible();
    await expect(page.getByText('Based on your favourites')).toHaveCount(0);
  });

  test('loads more collections a page at a time, regrouped, until all are shown', async ({ page }) => {
    await page.goto('/collections');
    const cards = page.locator('main a[href^="/collection/"]');
    const progress = page.getByRole('status').filter({ hasText: /collections$/ });
    const more = page.getByRole('button', { name: 'Load more collections' });
    await expect(cards).toHaveCount(24);
    await expect(progress).toHaveText(/^Showing 24 of \d+ collections$/);
    const total = Number(/of (\d+)/.exec(await progress.innerText())![1]);
    expect(total).toBeGreaterThan(48);

    await more.click();
    await expect(cards).toHaveCount(48);
    await expect(progress).toHaveText(`Showing 48 of ${total} collections`);

    // By keyboard, to the end: focus stays on the button, then moves to the progress line when it goes.
    await more.focus();
    for (let shown = 48; shown < total; shown = Math.min(shown + 24, total)) {
      await expect(more).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(cards).toHaveCount(Math.min(shown + 24, total));
    }
    await expect(more).toHaveCount(0);
    await expect(progress).toHaveText(`Showing ${total} of ${total} collections`);
    await expect(progress).toBeFocused();
    // Every category the seed has is a row by now.
    await expect(page.getByRole('region', { name: 'Ready to Wear' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Accessories' })).toBeVisible();
  });

  test('loads more products in products mode', async ({ page }) => {
    await page.goto('/collections');
    await page.getByRole('button', { name: 'View All Products' }).click();
    const cards = page.locator('main a[href^="/product/"]');
    await expect(cards).toHaveCount(24);
    await page.getByRole('button', { name: 'Load more products' }).click();
    await expect(cards).toHaveCount(48);
    await expect(page.getByRole('status').filter({ hasText: /products$/ })).toHaveText(/^Showing 48 of \d+ products$/);
  });

  test("a collection shows its first 12 products, with 'Load more products' only when there are more", async ({
    page,
    request,
  }) => {
    const { databaseId, total } = await collectionWithMostProducts(request);
    expect(total).toBeGreaterThan(0);

    await page.goto(`/collection/${databaseId}`);
    const products = collectionProductLinks(page);
    const more = page.getByRole('button', { name: 'Load more products' });
    const firstPage = Math.min(total, 12);
    await expect(products).toHaveCount(firstPage);
    expect(await itemListLength(page)).toBe(firstPage);
    if (total <= 12) {
      await expect(more).toHaveCount(0);
      return;
    }

    await expect(productProgress(page)).toHaveText(`Showing 12 of ${total} products`);
    await more.click();
    const shown = Math.min(total, 24);
    await expect(products).toHaveCount(shown);
    await expect(productProgress(page)).toHaveText(`Showing ${shown} of ${total} products`);
    await expect.poll(() => itemListLength(page)).toBe(shown);
  });

  test("'Load more products' fetches the collection's next page from the server", async ({ page, request }) => {
    // The seed's collections fit on one page of 12, so the page's first request asks for 2 instead.
    const { databaseId, total } = await collectionWithMostProducts(request);
    expect(total, 'a seeded collection with more than 2 products').toBeGreaterThan(2);
    await askForFirstProducts(page, 2);

    await page.goto(`/collection/${databaseId}`);
    const products = collectionProductLinks(page);
    await expect(products).toHaveCount(2);
    await expect(productProgress(page)).toHaveText(`Showing 2 of ${total} products`);
    expect(await itemListLength(page)).toBe(2);

    await page.getByRole('button', { name: 'Load more products' }).click();
    const shown = Math.min(total, 2 + 12);
    await expect(products).toHaveCount(shown);
    await expect(productProgress(page)).toHaveText(`Showing ${shown} of ${total} products`);
    const hrefs = await products.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(new Set(hrefs).size, 'no product shown twice').toBe(shown);
    // The structured data lists what the page now shows.
    await expect.poll(() => itemListLength(page)).toBe(shown);
  });

  test('an unknown collection says so, with a way back', async ({ page }) => {
    await page.goto('/collection/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Collection not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to collections' }).click();
    await expect(page).toHaveURL(/\/collections$/);
  });
});
