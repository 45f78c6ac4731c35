import { expect, test } from '@playwright/test';

test.describe('Global search', () => {
  test('Ctrl+K opens it, a typo still finds the brand, Enter opens it', async ({ page }) => {
    await page.goto('/directory');
    await expect(page.getByRole('heading', { level: 1, name: 'Explore Designers' })).toBeVisible();
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Search' });
    const input = dialog.getByRole('combobox');
    await expect(input).toBeFocused();

    await input.fill('Agbda');
    const option = dialog.getByRole('option', { name: /^Agbada & Co\. / }).first();
    await expect(option).toBeVisible();
    await input.press('ArrowDown');
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await input.press('Enter');
    await expect(page).toHaveURL(/\/brand\//);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Agbada & Co.');
    await expect(dialog).toBeHidden();
  });

  test('static pages match, an unknown word shows the empty state, Escape closes', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    const input = dialog.getByRole('combobox');
    await input.fill('tailoring');
    await expect(dialog.getByRole('option', { name: /Custom Tailoring/ })).toBeVisible();

    await input.fill('zzqqxx');
    await expect(dialog.getByText("No results found for 'zzqqxx'")).toBeVisible();
    await expect(dialog.getByText('Try different keywords')).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});
