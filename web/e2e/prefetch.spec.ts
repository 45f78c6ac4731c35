import { expect, test, type Page } from '@playwright/test';
import { DirectoryPage } from './directoryPage';
import { operationNameOf } from './support/graphqlRoutes';

/** Counts the GraphQL requests for one operation from now on. */
function countRequests(page: Page, operation: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (operationNameOf(request) === operation) count += 1;
  });
  return () => count;
}

test('resting the pointer on a brand card loads its page, so the click needs no further request', async ({ page }) => {
  const directory = new DirectoryPage(page);
  await directory.open();
  const brandPageRequests = countRequests(page, 'BrandPageQuery');

  const card = directory.cards.nth(2);
  const name = (await card.getByRole('heading', { level: 3 }).innerText()).trim();
  await card.getByRole('link', { name }).hover();
  await expect.poll(brandPageRequests).toBe(1);

  await card.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  expect(brandPageRequests()).toBe(1);
});

test('focusing a collection link from the keyboard prefetches the collection page too', async ({ page }) => {
  await page.goto('/collections');
  const collection = page.locator('main a[href^="/collection/"]').first();
  await expect(collection).toBeVisible();
  const collectionPageRequests = countRequests(page, 'CollectionPageQuery');
  await collection.focus();
  await expect.poll(collectionPageRequests).toBe(1);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/collection\//);
  await expect(page.getByRole('heading', { name: 'Products in This Collection' })).toBeVisible();
  expect(collectionPageRequests()).toBe(1);
});
