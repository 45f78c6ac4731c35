import { expect, test } from '@playwright/test';
import { isGraphQLUrl, operationNameOf } from './support/graphqlRoutes';

test.describe('Home', () => {
  test('the hero shows the Collections and Tailored slides, and indicators jump between them', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Featured' });
    await expect(hero.getByRole('link', { name: 'Collections' })).toBeVisible();
    await expect(hero.getByRole('link', { name: 'Collections' })).toHaveAttribute('href', '/collections');

    await hero.getByRole('button', { name: 'Show slide 2: Tailored' }).click();
    await expect(hero.getByRole('link', { name: 'Tailored' })).toBeVisible();
    await expect(hero.getByRole('link', { name: 'Tailored' })).toHaveAttribute('href', '/tailors');
    await expect(hero.getByRole('link', { name: 'Collections' })).toBeHidden();

    // Autoplay wraps back to the first slide after 6 seconds.
    await page.clock.runFor(6100);
    await expect(hero.getByRole('link', { name: 'Collections' })).toBeVisible();
  });

  test('category tiles, spotlight and brand rows link onwards', async ({ page }) => {
    await page.goto('/');
    const tiles = page.getByRole('navigation', { name: 'Shop by category' });
    await expect(tiles.getByRole('link', { name: /Collections/ })).toHaveAttribute('href', '/collections');
    await expect(tiles.getByRole('link', { name: /Tailored/ })).toHaveAttribute('href', '/tailored');
    await expect(page.getByRole('link', { name: 'See the Collection' })).toBeVisible();

    const rows = page.getByRole('region', { name: 'Brands by category' });
    const readyToWear = rows.getByRole('region', { name: 'Ready to Wear' });
    await expect(readyToWear.getByRole('link', { name: 'Ready to Wear', exact: true })).toHaveAttribute(
      'href',
      '/directory?category=ready-to-wear',
    );
    const brandLinks = readyToWear.locator('a[href^="/brand/"]');
    expect(await brandLinks.count()).toBeLessThanOrEqual(8);
    expect(await brandLinks.count()).toBeGreaterThan(0);
  });

  test('an occasion tile opens the directory filtered by that occasion', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'What are you dressing for?' })).toBeVisible();
    await page.getByRole('link', { name: /^Wedding/ }).click();
    await expect(page).toHaveURL(/\/directory\?occasion=Wedding/);
    await expect(page.getByRole('heading', { level: 1, name: 'Explore Designers' })).toBeVisible();
  });

  test('tiles show pictures from the catalogue, and keep their artwork when pictures take over 3 s', async ({
    page,
  }) => {
    const backgroundOf = (name: RegExp) =>
      page
        .getByRole('navigation', { name: 'Shop by category' })
        .getByRole('link', { name })
        .evaluate((tile) => getComputedStyle(tile).backgroundImage);

    await page.goto('/');
    // A picture is any background image other than the drawn (data: URI) motif.
    const picture = /url\("(?!data:)/;
    await expect.poll(() => backgroundOf(/Collections/)).toMatch(picture);
    await expect
      .poll(() =>
        page.getByRole('link', { name: /^Wedding/ }).evaluate((tile) => getComputedStyle(tile).backgroundImage),
      )
      .toMatch(picture);

    // The same page when the picture query answers after 3.5 s: the tiles never switch.
    await page.route(isGraphQLUrl, async (route) => {
      if (operationNameOf(route.request()) !== 'HomeTileImagesQuery') return route.fallback();
      await new Promise((resolve) => setTimeout(resolve, 3500));
      return route.fallback().catch(() => undefined);
    });
    await page.goto('/?slow-pictures');
    await expect(page.getByRole('heading', { name: 'What are you dressing for?' })).toBeVisible();
    await page.waitForTimeout(4500);
    expect(await backgroundOf(/Collections/)).not.toMatch(picture);
  });
});
