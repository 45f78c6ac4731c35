import { expect, test } from '@playwright/test';
import { SEEDED, signIn } from './support/accounts';
import { DirectoryPage } from './directoryPage';

test.describe('Favourites', () => {
  test('a visitor is sent to sign in', async ({ page }) => {
    await page.goto('/favourites');
    await expect(page).toHaveURL(/\/login/);
  });

  test('a shopper saves a brand from its page and finds it on /favourites, then removes it', async ({ page }) => {
    await signIn(page, SEEDED.shopper, '/directory');
    const directory = new DirectoryPage(page);
    // A brand the shopper has not saved yet (the seed saves a few for them).
    let name = '';
    for (let i = 0; !name; i += 1) {
      await directory.open();
      const card = directory.cards.nth(i);
      const candidate = (await card.getByRole('heading', { level: 3 }).innerText()).trim();
      await card.getByRole('link', { name: candidate }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(candidate);
      await expect(page.getByRole('button', { name: new RegExp(`favourites$`) })).toBeVisible();
      if (await page.getByRole('button', { name: `Save ${candidate} to favourites` }).isVisible()) name = candidate;
    }

    await page.getByRole('button', { name: `Save ${name} to favourites` }).click();
    await expect(page.getByRole('button', { name: `Remove ${name} from favourites` })).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/favourites');
    await expect(page.getByRole('heading', { level: 1, name: 'My Favourites' })).toBeVisible();
    const brands = page.getByRole('region', { name: /Favourite Brands/ });
    await expect(brands.getByRole('heading', { level: 3, name })).toBeVisible();
    await expect(page.getByRole('region', { name: /Favourite Collections/ })).toBeVisible();
    await expect(page.getByRole('region', { name: /Favourite Products/ })).toBeVisible();

    // Removed elsewhere, it disappears on Refresh.
    await brands.getByRole('link', { name, exact: true }).click();
    await page.getByRole('button', { name: `Remove ${name} from favourites` }).click();
    await expect(page.getByRole('button', { name: `Save ${name} to favourites` })).toBeVisible();
    await page.goto('/favourites');
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Favourites' })).toBeVisible();
    await expect(page.getByRole('region', { name: /Favourite Brands/ }).getByRole('heading', { level: 3, name })).toHaveCount(0);
  });
});
