import { expect, test } from '@playwright/test';
import { SEEDED, signIn } from './support/accounts';

const COLLECTION_CATEGORIES = [
  { label: 'Ready to Wear', slug: 'ready-to-wear' },
  { label: 'Accessories', slug: 'accessories' },
  { label: 'High End Fashion Brands', slug: 'high-end-fashion-brand' },
  { label: 'Streetwear & Urban', slug: 'streetwear-urban' },
  { label: 'Evening Gowns', slug: 'evening-gowns' },
];

test('the Collections menu opens from the keyboard and lists the five categories', async ({ page }) => {
  await page.goto('/about');
  const header = page.getByRole('banner');
  const trigger = header.getByRole('button', { name: 'Collections' });
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');

  await trigger.focus();
  await page.keyboard.press('ArrowDown');
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await expect(header.getByRole('link', { name: 'All Collections' })).toBeFocused();

  const categories = header.getByRole('list', { name: 'Collections' }).getByRole('link');
  await expect(categories).toHaveText(COLLECTION_CATEGORIES.map((c) => c.label));
  for (const [index, { slug }] of COLLECTION_CATEGORIES.entries()) {
    await expect(categories.nth(index)).toHaveAttribute('href', `/directory?category=${slug}`);
  }

  await page.keyboard.press('ArrowDown');
  await expect(categories.first()).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await expect(trigger).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/directory\?category=ready-to-wear$/);
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('ready-to-wear');
});

test('the search button opens the search with its box focused', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('dialog', { name: 'Search' }).getByRole('combobox')).toBeFocused();
});

test.describe('Mobile menu account section', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('offers sign-up to visitors, names the account kind once signed in, and closes at desktop width', async ({ page }) => {
    await page.goto('/directory');
    await page.getByRole('button', { name: 'Open menu' }).click();
    let menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByText("Don't have an account?")).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    await expect(menu.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    await signIn(page, SEEDED.admin, '/directory');
    await page.getByRole('button', { name: 'Open menu' }).click();
    menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByText('Admin', { exact: true })).toBeVisible();
    await expect(menu.getByText(SEEDED.admin.firstName)).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Studio' })).toHaveAttribute('href', '/studio');
    await expect(menu.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await expect(menu.getByText("Don't have an account?")).toHaveCount(0);

    await page.setViewportSize({ width: 1100, height: 844 });
    await expect(menu).toBeHidden();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  });

  test('calls an ordinary account a Member', async ({ page }) => {
    await signIn(page, SEEDED.shopper, '/directory');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByText('Member', { exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Studio' })).toHaveCount(0);
  });
});
