import { expect, test } from '@playwright/test';

test.describe('Password gate', () => {
  test('stands alone, enables its button once something is typed, and lets people in', async ({ page }) => {
    await page.goto('/password-gate?redirect=/directory');
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    const enter = page.getByRole('button', { name: 'Enter' });
    await expect(enter).toBeDisabled();
    await page.getByLabel('Password', { exact: true }).fill('any');
    await expect(enter).toBeEnabled();

    // No GATE_PASSWORD on the test server: the gate is open.
    await enter.click();
    await expect(page.getByText('Access granted. Taking you in…')).toBeVisible();
    await expect(page).toHaveURL(/\/directory$/);
    expect(await page.evaluate(() => localStorage.getItem('adire.passwordGate'))).toBe('granted');

    // Once granted, the gate waves people straight through.
    await page.goto('/password-gate');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a wrong password is refused and the field cleared', async ({ page }) => {
    await page.route('**/api/auth/password-gate', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, error: 'Incorrect password. Please try again.' }),
      }),
    );
    await page.goto('/password-gate');
    const field = page.getByLabel('Password', { exact: true });
    await field.fill('guess');
    await page.getByRole('button', { name: 'Enter' }).click();
    await expect(page.getByRole('alert')).toHaveText('Incorrect password. Please try again.');
    await expect(field).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Enter' })).toBeDisabled();

    await page.route('**/api/auth/password-gate', (route) => route.abort());
    await field.fill('guess again');
    await page.getByRole('button', { name: 'Enter' }).click();
    await expect(page.getByRole('alert')).toHaveText('Something went wrong. Please try again.');
  });

  test('stands in front of the site when the gate is on, then returns people where they were going', async ({
    page,
  }) => {
    await page.route('**/api/auth/password-gate', (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ enabled: true }) })
        : route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: true }) }),
    );
    await page.goto('/directory?category=bridal');
    await expect(page).toHaveURL(/\/password-gate\?redirect=%2Fdirectory%3Fcategory%3Dbridal$/);
    await page.getByLabel('Password', { exact: true }).fill('beta');
    await page.getByRole('button', { name: 'Enter' }).click();
    await expect(page).toHaveURL(/\/directory\?category=bridal$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
