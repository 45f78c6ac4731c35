import { expect, test, type Page } from '@playwright/test';
import { SEEDED, signIn } from './support/accounts';
import { isGraphQLUrl, operationNameOf } from './support/graphqlRoutes';

const COLLECTION_CATEGORIES = [
  { label: 'Ready to Wear', slug: 'ready-to-wear' },
  { label: 'Accessories', slug: 'accessories' },
  { label: 'High End Fashion Brands', slug: 'high-end-fashion-brand' },
  { label: 'Streetwear & Urban', slug: 'streetwear-urban' },
  { label: 'Evening Gowns', slug: 'evening-gowns' },
];

const TAILORED_SPECIALTIES = ['Bridal', 'Custom Design', 'Made to Measure', 'Alterations'];

test('the Collections menu opens from the keyboard and lists the five categories', async ({ page }) => {
  await page.goto('/about');
  const header = page.getByRole('banner');
  const label = header.getByRole('link', { name: 'Collections', exact: true });
  const toggle = header.getByRole('button', { name: 'Collections menu' });
  await expect(label).toHaveAttribute('href', '/collections');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
  await expect(panel).toBeHidden();

  // The chevron sits right after the label in the tab order.
  await label.focus();
  await page.keyboard.press('Tab');
  await expect(toggle).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');

  const categories = panel.getByRole('list', { name: 'Collections' }).getByRole('link');
  await expect(categories.first()).toBeFocused();
  await expect(categories).toHaveText(COLLECTION_CATEGORIES.map((c) => c.label));
  for (const [index, { slug }] of COLLECTION_CATEGORIES.entries()) {
    await expect(categories.nth(index)).toHaveAttribute('href', `/directory?category=${slug}`);
  }
  // The label is the way to /collections, so the menu no longer repeats it.
  await expect(panel.getByRole('link')).toHaveCount(COLLECTION_CATEGORIES.length);

  await page.keyboard.press('ArrowDown');
  await expect(categories.nth(1)).toBeFocused();
  await page.keyboard.press('End');
  await expect(categories.last()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(categories.first()).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(categories.first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/directory\?category=ready-to-wear$/);
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('ready-to-wear');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('the Collections and Tailored labels link to their pages; hovering opens the menu', async ({ page }) => {
  await page.goto('/about');
  const header = page.getByRole('banner');
  const tailored = header.getByRole('link', { name: 'Tailored', exact: true });
  const tailoredToggle = header.getByRole('button', { name: 'Tailored menu' });
  await expect(tailored).toHaveAttribute('href', '/tailors');

  await tailored.hover();
  await expect(tailoredToggle).toHaveAttribute('aria-expanded', 'true');
  const specialties = header.getByRole('list', { name: 'Tailored' }).getByRole('link');
  await expect(specialties).toHaveText(TAILORED_SPECIALTIES);
  await expect(specialties.nth(2)).toHaveAttribute('href', '/tailors?specialty=Made+to+Measure');
  // A click on the chevron of a menu the pointer just opened leaves it open.
  await tailoredToggle.click();
  await expect(tailoredToggle).toHaveAttribute('aria-expanded', 'true');
  await tailoredToggle.click();
  await expect(tailoredToggle).toHaveAttribute('aria-expanded', 'false');

  await tailored.click();
  await expect(page).toHaveURL(/\/tailors$/);
  await expect(tailoredToggle).toHaveAttribute('aria-expanded', 'false');

  await header.getByRole('link', { name: 'Collections', exact: true }).click();
  await expect(page).toHaveURL(/\/collections$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Collections' })).toBeVisible();
});

test('the search button opens the search with its box focused', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('dialog', { name: 'Search' }).getByRole('combobox')).toBeFocused();
});

test.describe('Mobile menu account section', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('offers sign-up to visitors, names the account kind once signed in, and closes at desktop width', async ({
    page,
  }) => {
    await page.goto('/directory');
    await page.getByRole('button', { name: 'Open menu' }).click();
    let menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByText("Don't have an account?")).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    // Signing in comes back to the page the menu was opened on.
    await expect(menu.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login?redirect=/directory');
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

test.describe('Mobile menu categories', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  /** Answers the mobile menu's categories query with `answer`; every other operation goes through. */
  async function answerNavigationCategories(page: Page, answer: { status: number; body: unknown }) {
    await page.route(isGraphQLUrl, async (route) => {
      const operationName = operationNameOf(route.request());
      if (operationName !== 'MobileMenuCategoriesQuery') return route.fallback();
      return route.fulfill({
        status: answer.status,
        contentType: 'application/json',
        body: JSON.stringify(answer.body),
      });
    });
  }

  test('lists the categories that have brands, with their counts, one accordion open at a time', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    const collections = menu.getByRole('button', { name: 'Collections' });
    const tailored = menu.getByRole('button', { name: 'Tailored' });
    await expect(collections).toHaveAttribute('aria-expanded', 'false');

    await collections.focus();
    await page.keyboard.press('Enter');
    await expect(collections).toHaveAttribute('aria-expanded', 'true');
    const bridal = menu.getByRole('link', { name: 'Bridal, 5 brands' });
    await expect(bridal).toHaveText('Bridal (5)');
    await expect(bridal).toHaveAttribute('href', '/directory?category=bridal');
    await expect(menu.getByRole('link', { name: 'Alterations, 2 brands' })).toHaveAttribute(
      'href',
      '/directory?category=alterations',
    );
    // All nine seeded categories have brands; the static menu listed only five.
    await expect(menu.getByRole('link', { name: /, \d+ brands?$/ })).toHaveCount(9);

    await tailored.click();
    await expect(tailored).toHaveAttribute('aria-expanded', 'true');
    await expect(collections).toHaveAttribute('aria-expanded', 'false');
    await expect(bridal).toBeHidden();
    const specialties = page.locator(`#${await tailored.getAttribute('aria-controls')}`).getByRole('link');
    await expect(specialties).toHaveText(['All Tailors', ...TAILORED_SPECIALTIES]);
    await expect(specialties.nth(1)).toHaveAttribute('href', '/tailors?specialty=Bridal');

    await collections.click();
    await expect(tailored).toHaveAttribute('aria-expanded', 'false');
    await bridal.click();
    await expect(page).toHaveURL(/\/directory\?category=bridal$/);
    await expect(menu).toBeHidden();
  });

  test('falls back to the static menus when the categories cannot be loaded', async ({ page }) => {
    await answerNavigationCategories(page, {
      status: 500,
      body: { errors: [{ message: 'Categories are unavailable' }] },
    });
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'How It Works' })).toBeVisible();

    const collections = menu.getByRole('button', { name: 'Collections' });
    await collections.click();
    const categories = page.locator(`#${await collections.getAttribute('aria-controls')}`).getByRole('link');
    await expect(categories).toHaveText(['All Collections', ...COLLECTION_CATEGORIES.map((c) => c.label)]);
    for (const [index, { slug }] of COLLECTION_CATEGORIES.entries()) {
      await expect(categories.nth(index + 1)).toHaveAttribute('href', `/directory?category=${slug}`);
    }
    await menu.getByRole('button', { name: 'Tailored' }).click();
    await expect(collections).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByRole('link', { name: 'Made to Measure' })).toHaveAttribute(
      'href',
      '/tailors?specialty=Made+to+Measure',
    );
  });

  test('leaves out the Categories section when no brand has a category', async ({ page }) => {
    await answerNavigationCategories(page, { status: 200, body: { data: { navigationCategories: [] } } });
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('heading', { name: 'Account' })).toBeVisible();
    await expect(menu.getByRole('status')).toHaveCount(0);
    await expect(menu.getByRole('heading', { name: 'Categories' })).toHaveCount(0);
    await expect(menu.getByRole('button', { name: 'Collections' })).toHaveCount(0);
  });
});
