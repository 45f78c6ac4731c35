import { expect, test } from '@playwright/test';
import { DirectoryPage } from './directoryPage';
import { isGraphQLUrl } from './support/graphqlRoutes';

const PAGE_SIZE = 24;

test.describe('Directory', () => {
  test('lists the whole directory a page at a time', async ({ page }) => {
    const directory = new DirectoryPage(page);
    await directory.open();

    const total = await directory.total();
    expect(total).toBeGreaterThanOrEqual(40);
    await expect(directory.cards).toHaveCount(Math.min(total, PAGE_SIZE));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Explore Designers');

    const firstPage = await directory.cardLinks();
    await directory.loadMore.click();
    await expect(directory.cards).toHaveCount(Math.min(total, PAGE_SIZE * 2));

    const twoPages = await directory.cardLinks();
    expect(twoPages.slice(0, firstPage.length)).toEqual(firstPage);
    expect(new Set(twoPages).size).toBe(twoPages.length);
    twoPages.forEach((href) => expect(href).toMatch(/^\/brand\/.+/));
  });

  test('filters by category with the select, and clears it', async ({ page }) => {
    const directory = new DirectoryPage(page);
    await directory.open();
    const total = await directory.total();

    await directory.category.selectOption({ label: 'Evening Gowns' });
    const filtered = await directory.totalAfterChangeFrom(total);
    expect(filtered).toBeGreaterThan(0);
    expect(filtered).toBeLessThan(total);
    await expect(page).toHaveURL(/[?&]category=evening-gowns\b/);
    await expect(directory.cards).toHaveCount(Math.min(filtered, PAGE_SIZE));
    for (const text of await directory.cardTexts()) expect(text).toContain('Evening Gowns');

    await directory.category.selectOption({ label: 'All Categories' });
    expect(await directory.totalAfterChangeFrom(filtered)).toBe(total);
    await expect(page).not.toHaveURL(/category=/);
  });

  test('takes the category from the URL', async ({ page }) => {
    const directory = new DirectoryPage(page);
    await directory.open();
    const total = await directory.total();

    await directory.open('?category=ready-to-wear');
    await expect(directory.category).toHaveValue('ready-to-wear');
    const filtered = await directory.total();
    expect(filtered).toBeGreaterThan(0);
    expect(filtered).toBeLessThan(total);
    for (const text of await directory.cardTexts()) expect(text).toContain('Ready to Wear');
  });

  test('filters by location', async ({ page }) => {
    const directory = new DirectoryPage(page);
    await directory.open();
    const total = await directory.total();

    const cities = (await directory.location.locator('option').allTextContents()).filter(
      (city) => city !== 'All Locations',
    );
    expect(cities.length).toBeGreaterThan(1);
    const city = cities[0];

    await directory.location.selectOption({ label: city });
    const filtered = await directory.totalAfterChangeFrom(total);
    expect(filtered).toBeGreaterThan(0);
    await expect(page).toHaveURL(new RegExp(`[?&]location=${encodeURIComponent(city).replace(/%20/g, '\\+')}`));
    const shownCities = await page.getByTestId('brand-card-city').allInnerTexts();
    expect(shownCities.length).toBe(Math.min(filtered, PAGE_SIZE));
    shownCities.forEach((shown) => expect(shown.trim()).toBe(city));
  });

  test('search narrows the results, and an unmatched search offers a reset', async ({ page }) => {
    const directory = new DirectoryPage(page);
    await directory.open();
    const total = await directory.total();
    const name = (await directory.cards.first().getByRole('heading', { level: 3 }).innerText()).trim();

    await directory.search.fill(name);
    const found = await directory.totalAfterChangeFrom(total);
    expect(found).toBeGreaterThanOrEqual(1);
    expect(found).toBeLessThan(total);
    await expect(page).toHaveURL(/[?&]search=/);
    await expect(directory.cards.getByRole('heading', { name, exact: true })).toBeVisible();

    await directory.search.fill('zzqx no such designer');
    await expect(page.getByText('No designers found matching your criteria.')).toBeVisible();
    await expect(directory.countLine).toHaveText('Showing 0 brands');
    await expect(directory.cards).toHaveCount(0);

    await page.getByRole('button', { name: 'Reset Filters' }).click();
    expect(await directory.totalAfterChangeFrom(0)).toBe(total);
    await expect(directory.search).toHaveValue('');
    await expect(page).not.toHaveURL(/search=/);
  });

  test('opens a brand profile from its card', async ({ page }) => {
    const directory = new DirectoryPage(page);
    await directory.open();
    const card = directory.cards.first();
    const name = (await card.getByRole('heading', { level: 3 }).innerText()).trim();

    await card.getByRole('link', { name }).click();

    await expect(page).toHaveURL(/\/brand\/.+/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    const collectionLinks = page.getByTestId('collections-grid').getByRole('link');
    expect(await collectionLinks.count()).toBeGreaterThanOrEqual(1);
    await expect(collectionLinks.first()).toHaveAttribute('href', /^\/collection\/.+/);
    const reviews = page.getByRole('region', { name: 'Customer Reviews' });
    await expect(reviews).toBeVisible();
    await expect(reviews.getByRole('button', { name: 'Write a Review' })).toBeVisible();
  });

  test('shows Brand Not Found for an unknown brand', async ({ page }) => {
    await page.goto('/brand/not-a-real-id');
    await expect(page.getByRole('heading', { level: 1, name: 'Brand Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Directory' }).click();
    await expect(page).toHaveURL(/\/directory$/);
  });
});

test('falls back to sample designers when the directory cannot load', async ({ page }) => {
  // A proxy in front of the API answering 502: the visitor reads advice, not the status line.
  await page.route(isGraphQLUrl, (route) =>
    route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad Gateway</h1>' }),
  );
  await page.goto('/directory');

  await expect(page.getByRole('alert')).toContainText(
    'Our server is not answering right now. Please refresh the page in a moment.',
  );
  await expect(page.getByRole('alert')).not.toContainText('502');
  await expect(page.getByRole('button', { name: 'Refresh Page' })).toBeVisible();
  const samples = page.getByTestId('brand-card');
  await expect(samples).toHaveCount(4);
  await expect(samples.getByRole('link')).toHaveCount(0);
  const cities = await page.getByTestId('brand-card-city').allInnerTexts();
  expect(new Set(cities.map((city) => city.trim()))).toEqual(new Set(['Lagos', 'Accra', 'Nairobi']));
  await expect(samples.getByText('Verified')).toHaveCount(4);
});
