import { expect, test } from '@playwright/test';

test.describe('Tailors', () => {
  test('?specialty=Bridal selects the Bridal filter and lists matching tailors', async ({ page }) => {
    await page.goto('/tailors?specialty=Bridal');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Designers' })).toBeVisible();
    await expect(page.getByLabel('Category')).toHaveValue('Bridal');
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    const bridalCount = await cards.count();

    await page.getByLabel('Category').selectOption('');
    await expect(page).not.toHaveURL(/specialty=/);
    await expect.poll(() => cards.count()).toBeGreaterThan(bridalCount);

    await page.getByRole('button', { name: 'List view' }).click();
    await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('search narrows the list', async ({ page }) => {
    await page.goto('/tailors');
    const first = page.getByRole('article').first();
    const name = (await first.getByRole('heading', { level: 2 }).innerText()).trim();
    await page.getByPlaceholder('Search tailors...').fill(name);
    await expect(page).toHaveURL(/q=/);
    await expect(page.getByRole('article', { name })).toBeVisible();
  });

  test('a tailor shows its details and a contact dialog', async ({ page }) => {
    await page.goto('/tailors?specialty=Bridal');
    const card = page.getByRole('article').first();
    const name = (await card.getByRole('heading', { level: 2 }).innerText()).trim();
    await card.getByRole('link', { name: `View Details: ${name}` }).click();
    await expect(page).toHaveURL(/\/tailor\//);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByText('Consultation fee')).toBeVisible();
    await expect(page.getByText(/out of 5$/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'View Brand Profile' })).toHaveAttribute('href', /^\/brand\//);

    await page.getByRole('button', { name: 'Contact Tailor' }).click();
    const dialog = page.getByRole('dialog', { name: `Contact ${name}` });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.getByRole('link', { name: 'Back to tailors' }).click();
    await expect(page).toHaveURL(/\/tailors$/);
  });

  test('invalid and unknown tailor ids', async ({ page }) => {
    await page.goto('/tailor/not-a-tailor');
    await expect(page.getByRole('heading', { name: 'Invalid tailor ID' })).toBeVisible();
    await page.goto('/tailor/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Tailor not found' })).toBeVisible();
  });

  test('the Tailored landing page links to the tailors and their brands', async ({ page }) => {
    await page.goto('/tailored');
    await expect(page.getByRole('link', { name: "Yes, Let's Create!" })).toHaveAttribute('href', '#questions');
    await expect(page.getByRole('link', { name: 'Browse Tailors' })).toHaveAttribute('href', '/tailors');
    await expect(page.getByText('50+ Verified Tailors')).toBeVisible();
    await expect(page.getByText('1000+ Happy Clients')).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Featured tailors' }).locator('a[href^="/brand/"]').first(),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Does This Sound Like You?' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Why Choose Tailored?' })).toBeVisible();
  });
});
