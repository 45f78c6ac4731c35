import { expect, test, type Page } from '@playwright/test';
import { DirectoryPage } from './directoryPage';

async function openFirstBrand(page: Page): Promise<string> {
  const directory = new DirectoryPage(page);
  await directory.open();
  const name = (await directory.cards.first().getByRole('heading', { level: 3 }).innerText()).trim();
  await directory.cards.first().getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  return name;
}

test.describe('Brand profile', () => {
  test('shows and hides the products section', async ({ page }) => {
    await openFirstBrand(page);
    const toggle = page.getByRole('button', { name: 'View All Products' });
    const products = page.getByRole('region', { name: 'Products' });
    await expect(products).toBeHidden();

    await toggle.click();
    await expect(products).toBeVisible();
    await expect(page.getByRole('button', { name: 'Hide Products' })).toHaveAttribute('aria-expanded', 'true');
    const productLinks = products.getByRole('link');
    expect(await productLinks.count()).toBeGreaterThanOrEqual(1);
    await expect(productLinks.first()).toHaveAttribute('href', /^\/product\/.+/);

    await page.getByRole('button', { name: 'Hide Products' }).click();
    await expect(products).toBeHidden();
  });

  test('contact dialog traps focus, closes with Escape and gives focus back', async ({ page }) => {
    const name = await openFirstBrand(page);
    const opener = page.getByRole('button', { name: 'Contact Designer' });
    await opener.click();

    const dialog = page.getByRole('dialog', { name: `Contact ${name}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:.+@.+/);
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('asks visitors to sign in before reviewing or saving', async ({ page }) => {
    const name = await openFirstBrand(page);

    await page.getByRole('button', { name: 'Write a Review' }).click();
    await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
    await expect(page.getByText('You need to be signed in to write a review.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign In to Review' })).toHaveAttribute(
      'href',
      /^\/login\?redirect=\/brand\/.+/,
    );

    const save = page.getByRole('button', { name: `Save ${name} to favourites` });
    await save.click();
    const prompt = page.getByRole('dialog', { name: 'Save Your Favourites' });
    await expect(prompt.getByText('Please sign in to save favourites.')).toBeVisible();
    await expect(prompt.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      /^\/login\?redirect=\/brand\/.+/,
    );
    await expect(prompt.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    await page.keyboard.press('Escape');
    await expect(prompt).toBeHidden();
    await expect(save).toBeFocused();
  });
});
