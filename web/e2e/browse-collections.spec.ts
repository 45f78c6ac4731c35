import { expect, test } from '@playwright/test';
import { SEEDED, signIn } from './support/accounts';

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

  test('an unknown collection says so, with a way back', async ({ page }) => {
    await page.goto('/collection/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Collection not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to collections' }).click();
    await expect(page).toHaveURL(/\/collections$/);
  });
});
