import { expect, test } from '@playwright/test';
import { createConfirmedAccount, mailedLink, submitLoginForm, uniqueEmail } from './support/accounts';

const PASSWORD = 'Journey-Pass-2026';

test('a new member signs up, confirms the address, signs in, edits the profile and signs out', async ({ page }) => {
  const email = uniqueEmail('member');

  await page.goto('/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await expect(page.getByText('At least 8 characters')).toBeVisible();
  await page.getByLabel('Confirm password', { exact: true }).fill('Something-Else-1');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();

  await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  // /login starts sign-in at the provider, which brings the browser back to the form.
  await expect(page).toHaveURL(/\/login\?interaction=/);
  await expect(
    page.getByRole('status').filter({ hasText: 'Check your email for a confirmation link before signing in.' }),
  ).toBeVisible();

  // Signing in before confirming is refused with the server's explanation.
  await submitLoginForm(page, email, PASSWORD);
  await expect(page.getByRole('alert')).toContainText('Please confirm your e-mail address before signing in.');

  await page.goto(await mailedLink(page.request, email, '/confirm-email'));
  await expect(page.getByRole('heading', { name: 'E-mail confirmed' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();

  await page.getByLabel('Remember me').check();
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  await submitLoginForm(page, email, PASSWORD);
  await expect(page.getByRole('heading', { name: "You're signed in" })).toBeVisible();
  // A sign-in without a target lands on the home page, without a detour through the studio.
  await expect(page).toHaveURL(/\/$/);
  expect(visited.filter((path) => path.startsWith('/studio'))).toEqual([]);
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'My Account' })).toBeVisible();

  await header.getByRole('button', { name: 'My Account' }).click();
  await expect(header.getByRole('link', { name: 'Studio' })).toHaveCount(0);
  await header.getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
  await page.getByLabel('First name').fill('Adaeze');
  await page.getByLabel('Last name').fill('Okafor');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Profile updated successfully!' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Adaeze' })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue('Adaeze');
  await expect(page.getByLabel('Last name')).toHaveValue('Okafor');
  await expect(header.getByRole('button', { name: 'Adaeze' })).toBeVisible();

  await page.getByRole('main').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login\?interaction=/);
  await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
  // 'Remember me' kept the address for next time.
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Remember me')).toBeChecked();

  // Signed out for real: the profile asks for sign-in again.
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?interaction=/);
});

test('the header account menu signs out from any page', async ({ page, request }) => {
  const email = uniqueEmail('menu');
  await createConfirmedAccount(request, email, PASSWORD);

  await page.goto('/login?redirect=/directory');
  await submitLoginForm(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/directory$/);

  const header = page.getByRole('banner');
  const trigger = header.getByRole('button', { name: 'My Account' });
  await trigger.focus();
  await page.keyboard.press('ArrowDown');
  await expect(header.getByRole('link', { name: 'Profile' })).toBeFocused();
  await expect(header.getByRole('link', { name: 'Favourites' })).toHaveAttribute('href', '/favourites');
  await page.keyboard.press('Escape');
  await expect(trigger).toBeFocused();

  await trigger.click();
  await header.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login\?interaction=/);
  await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
});
