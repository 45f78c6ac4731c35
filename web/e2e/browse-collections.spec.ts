import { expect, test } from '@playwright/test';
import { createConfirmedAccount, SEEDED, signIn, uniqueEmail } from './support/accounts';

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

  test('an unknown collection says so, with a way back', async ({ page }) => {
    await page.goto('/collection/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Collection not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to collections' }).click();
    await expect(page).toHaveURL(/\/collections$/);
  });
});
