import { expect, test, type Page } from '@playwright/test';
import { accessTokenOf, graphqlAs } from './support/accessToken';
import { SEEDED, signIn } from './support/accounts';
import { answerOperation, failure, holdOperation } from './support/graphqlRoutes';

const PRODUCTS = '/studio/products';
const EDIT_QUERY = 'EditProductPageQuery';

// The edit screen's load is answered by stand-ins here, which the offline service worker would bypass.
test.use({ serviceWorkers: 'block' });

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** Some seeded product's id, as the super admin's product list has it. */
async function someProductId(page: Page): Promise<string> {
  const { managedProducts } = await graphqlAs<{ managedProducts: { edges: { node: { id: string } }[] } }>(
    page.request,
    await accessTokenOf(page),
    '{ managedProducts(first: 1, filter: { serviceType: product }) { edges { node { id } } } }',
  );
  const id = managedProducts.edges[0]?.node.id;
  expect(id, 'a seeded product').toBeTruthy();
  return id!;
}

test.describe('Edit Product load states', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, SEEDED.superAdmin, PRODUCTS);
    await expect(heading(page, 'Products')).toBeVisible();
  });

  test('a product that does not exist says so, with the ways back', async ({ page }) => {
    await page.goto(`${PRODUCTS}/${crypto.randomUUID()}`);
    await expect(heading(page, 'Product Not Found')).toBeVisible();
    await expect(toast(page, 'Product not found')).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Back to Products', exact: true })).toHaveAttribute('href', PRODUCTS);
    await expect(main.getByRole('link', { name: 'Studio Dashboard', exact: true })).toHaveAttribute('href', '/studio');
  });

  test('a slow load times out the request at 10 s and the product at 12 s, then loads on Try again', async ({
    page,
  }) => {
    const id = await someProductId(page);
    await page.clock.install();
    const held = await holdOperation(page, EDIT_QUERY);
    await page.goto(`${PRODUCTS}/${encodeURIComponent(id)}`);
    await expect(page.getByText('Loading the product')).toBeVisible();
    expect(held.held()).toBe(1);

    await page.clock.fastForward(10_000);
    await expect(toast(page, 'Request timed out. Please try again or refresh the page.')).toBeVisible();
    await expect(heading(page, 'Product Loading Timeout')).toHaveCount(0);

    await page.clock.fastForward(2_000);
    await expect(heading(page, 'Product Loading Timeout')).toBeVisible();

    // Try again loads the page afresh (its request held too); when the server answers, the form opens.
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => held.held()).toBe(2);
    held.release();
    await expect(heading(page, 'Edit Product')).toBeVisible();
  });

  test('a failed load says so and goes back to the list after 2 s', async ({ page }) => {
    const id = await someProductId(page);
    await page.clock.install();
    await answerOperation(page, EDIT_QUERY, failure());
    await page.goto(`${PRODUCTS}/${encodeURIComponent(id)}`);
    await expect(page.getByText('Failed to load product data. Please refresh the page.').first()).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/studio/products/${encodeURIComponent(id)}$`));
    await page.clock.fastForward(2_000);
    await expect(page).toHaveURL(/\/studio\/products$/);
    await expect(heading(page, 'Products')).toBeVisible();
  });

  test('an ended session asks to sign in again', async ({ page }) => {
    const id = await someProductId(page);
    await answerOperation(page, EDIT_QUERY, {
      status: 401,
      body: { errors: [{ message: 'Please sign in.', extensions: { code: 'UNAUTHENTICATED' } }] },
    });
    await page.goto(`${PRODUCTS}/${encodeURIComponent(id)}`);
    await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
    await expect(page.getByText('You must be logged in to edit products.')).toBeVisible();
  });
});

test('a session that takes more than 8 s to load says so', async ({ page }) => {
  await signIn(page, SEEDED.superAdmin, PRODUCTS);
  await page.clock.install();
  const held = await holdOperation(page, 'AuthViewerQuery');
  await page.goto(`${PRODUCTS}/${crypto.randomUUID()}`);
  await expect.poll(() => held.held()).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { name: 'Loading Timeout' })).toHaveCount(0);
  await page.clock.fastForward(8_000);
  await expect(page.getByRole('heading', { name: 'Loading Timeout' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh the page' })).toBeVisible();
  held.release();
});
