import { expect, test } from '@playwright/test';

test('with the network down, pages fall back to the offline page', async ({ page, context }) => {
  await page.goto('/offline');
  await expect(page.getByRole('status').filter({ hasText: 'Online' })).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  await context.setOffline(true);
  await page.goto('/offline');
  await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page.getByText(/^Last synced: /)).not.toHaveText('Last synced: never');
  for (const href of ['/', '/collections', '/tailors', '/contact'])
    await expect(page.locator(`main a[href="${href}"]`)).toHaveCount(1);

  await page.goto('/about');
  await expect(page).toHaveURL(/\/offline$/);
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'Online' })).toBeVisible();
});
