import { expect, test } from '@playwright/test';
import { submitLoginForm, uniqueEmail } from './support/accounts';

test.describe('Login', () => {
  test('a wrong password is refused with the spec message', async ({ page }) => {
    await page.goto('/login');
    // Nobody has this address, so the failure counts against no real account.
    await submitLoginForm(page, uniqueEmail('wrong-password'), 'Not-The-Password-1');
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password. Please try again.');
    await expect(page).toHaveURL(/\/login\?interaction=/);
  });

  test('asks for both fields, shows and hides the password, and links to recovery and sign-up', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveURL(/\/login\?interaction=/);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();

    const password = page.getByLabel('Password', { exact: true });
    await password.fill('secret-Words-1');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');

    await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  });

  test('explains the error it was sent back with', async ({ page }) => {
    await page.goto('/login?error=access_denied&error_description=End-User+aborted+interaction');
    await expect(page).toHaveURL(/\/login\?interaction=/);
    await expect(page.getByRole('alert')).toContainText('Sign-in was cancelled.');

    await page.goto('/login?error=something_new&error_description=The+provider+said+no');
    await expect(page).toHaveURL(/\/login\?interaction=/);
    await expect(page.getByRole('alert')).toContainText('The provider said no');

    await page.goto('/login?error=something_new');
    await expect(page).toHaveURL(/\/login\?interaction=/);
    await expect(page.getByRole('alert')).toContainText('Authentication failed. Please try again.');
  });

  test('a callback without a code returns to the login page with the reason', async ({ page }) => {
    await page.goto('/auth/callback');
    await expect(page.getByRole('alert')).toContainText('No active session found');
    await expect(page).toHaveURL(/\/login\?interaction=/, { timeout: 15_000 });
    await expect(page.getByRole('alert')).toContainText('We did not receive a sign-in response. Please try again.');
  });
});
