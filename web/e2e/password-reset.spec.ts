import { expect, test } from '@playwright/test';
import { createConfirmedAccount, mailedLink, submitLoginForm, uniqueEmail } from './support/accounts';

const OLD_PASSWORD = 'Original-Pass-2026';
const NEW_PASSWORD = 'Renewed-Pass-2027';

test('a member resets a forgotten password, with each rule explained, and signs in with the new one', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('reset');
  await createConfirmedAccount(request, email, OLD_PASSWORD);

  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'Password reset email sent! Check your inbox.' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'try again' }).click();
  await expect(page.getByRole('button', { name: 'Send reset link' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/login');

  await page.goto(await mailedLink(request, email, '/reset-password'));
  const password = page.getByLabel('New password', { exact: true });
  const confirmation = page.getByLabel('Confirm new password', { exact: true });
  const update = page.getByRole('button', { name: 'Update password' });

  const rules: [string, string][] = [
    ['Short1a', 'Password must be at least 8 characters long'],
    ['ALL-UPPER-CASE-1', 'Password must contain at least one lowercase letter'],
    ['all-lower-case-1', 'Password must contain at least one uppercase letter'],
    ['No-Numbers-Here', 'Password must contain at least one number'],
  ];
  for (const [attempt, message] of rules) {
    await password.fill(attempt);
    await confirmation.fill(attempt);
    await update.click();
    await expect(page.getByText(message)).toBeVisible();
  }
  await password.fill(NEW_PASSWORD);
  await confirmation.fill(`${NEW_PASSWORD}x`);
  await update.click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();

  await confirmation.fill(NEW_PASSWORD);
  await update.click();
  await expect(page.getByText('Password updated successfully!')).toBeVisible();

  await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
  await submitLoginForm(page, email, NEW_PASSWORD);
  await expect(page.getByRole('heading', { name: "You're signed in" })).toBeVisible();
});

test('a used or unknown reset link is explained', async ({ page }) => {
  await page.goto('/reset-password?token=not-a-real-token');
  await expect(page.getByText('Invalid or expired reset link. Please request a new password reset.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
  await expect(page.getByRole('main').getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/login');
});
