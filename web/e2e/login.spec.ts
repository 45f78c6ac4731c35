import { expect, test, type Page } from '@playwright/test';
import {
  SEEDED,
  createConfirmedAccount,
  failSignInFrom,
  mailedSignInCode,
  submitLoginForm,
  uniqueEmail,
} from './support/accounts';
import { expectNoHorizontalOverflow, expectNoSeriousViolations } from './support/screenChecks';
import { DirectoryPage } from './directoryPage';
import { isGraphQLUrl } from './support/graphqlRoutes';

/** Every path (with query) the page's main frame shows, client-side navigations included. */
function recordVisits(page: Page): string[] {
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    const url = new URL(frame.url());
    visited.push(url.pathname + url.search);
  });
  return visited;
}

/** The same /login?redirect= address the app builds, slashes kept readable. */
const loginReturningTo = (path: string) => `/login?redirect=${encodeURIComponent(path).replace(/%2F/gi, '/')}`;

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

test.describe('Where sign-in returns to', () => {
  test('a visitor signs in from the header on a brand page and comes back to it', async ({ page }) => {
    const directory = new DirectoryPage(page);
    await directory.open();
    const card = directory.cards.first();
    const name = (await card.getByRole('heading', { level: 3 }).innerText()).trim();
    await card.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    const brandPath = new URL(page.url()).pathname;

    await page.getByRole('button', { name: 'Write a Review' }).click();
    await expect(page.getByRole('link', { name: 'Sign In to Review' })).toHaveAttribute(
      'href',
      loginReturningTo(brandPath),
    );

    const visited = recordVisits(page);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', loginReturningTo(brandPath));
    await header.getByRole('link', { name: 'Sign In' }).click();
    await submitLoginForm(page, SEEDED.shopper.email, SEEDED.shopper.password);
    await expect(page.getByRole('heading', { name: "You're signed in" })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === brandPath);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(header.getByRole('button', { name: SEEDED.shopper.firstName })).toBeVisible();
    expect(visited.filter((path) => path.startsWith('/studio'))).toEqual([]);
  });

  test('a plain sign-in lands on the home page, not in the studio', async ({ page }) => {
    const visited = recordVisits(page);
    await page.goto('/login');
    await submitLoginForm(page, SEEDED.shopper.email, SEEDED.shopper.password);
    await expect(page.getByRole('heading', { name: "You're signed in" })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByRole('banner').getByRole('button', { name: SEEDED.shopper.firstName })).toBeVisible();
    expect(visited.filter((path) => path.startsWith('/studio'))).toEqual([]);
  });

  test('a redirect back to a sign-in page or to another site is not followed', async ({ page }) => {
    await page.goto('/login?redirect=/signup');
    await submitLoginForm(page, SEEDED.shopper.email, SEEDED.shopper.password);
    await expect(page.getByRole('heading', { name: "You're signed in" })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    const site = new URL(page.url()).origin;

    // Already signed in, /login goes straight on, and still only within this site.
    await page.goto('/login?redirect=//example.com/');
    await expect(page).toHaveURL((url) => url.origin === site && url.pathname === '/');
  });

  test("the studio's Access Denied 'Log In' signs the brand admin back into the studio", async ({ page }) => {
    await page.goto('/login?redirect=/studio');
    await submitLoginForm(page, SEEDED.brandAdmin.email, SEEDED.brandAdmin.password);
    await expect(page).toHaveURL(/\/studio$/);
    const studioNav = page.getByRole('navigation', { name: 'Studio' });
    await expect(studioNav).toBeVisible();

    // The session ends while the studio is open: the API refuses the token and it cannot be renewed.
    await page.route(isGraphQLUrl, (route) =>
      route.fulfill({
        status: 401,
        json: { errors: [{ message: 'Not signed in', extensions: { code: 'UNAUTHENTICATED' } }] },
      }),
    );
    await page.route('**/oidc/token', (route) => route.fulfill({ status: 400, json: { error: 'invalid_grant' } }));
    await studioNav.getByRole('link', { name: 'Profile' }).click();
    const denied = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'Access Denied' }) });
    await expect(denied).toBeVisible();
    const logIn = denied.getByRole('link', { name: 'Log In' });
    await expect(logIn).toHaveAttribute('href', '/login?redirect=/studio');

    await page.unrouteAll();
    // Signed out at the provider too, so it asks for the password again.
    await page.context().clearCookies();
    await logIn.click();
    await submitLoginForm(page, SEEDED.brandAdmin.email, SEEDED.brandAdmin.password);
    await expect(page.getByRole('heading', { name: "You're signed in" })).toBeVisible();
    await expect(page).toHaveURL(/\/studio$/);
    await expect(studioNav.getByRole('link', { name: 'Your Brands' })).toBeVisible();
  });
});

test.describe('Sign-in with a mailed code', () => {
  const INVALID_CODE =
    'That code is not right, or it has expired. Enter the code from the latest e-mail, or go back and sign in again to get a new one.';

  test('after wrong passwords from many addresses, the password alone is not enough and the mailed code signs in', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('mailed-code');
    const password = 'Mailed-Code-2026';
    await createConfirmedAccount(request, email, password);
    // Ten wrong guesses, each from its own address: no address reaches its own limit.
    for (let i = 1; i <= 10; i += 1) await failSignInFrom(request, email, `192.0.2.${i}`);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/login');
    await submitLoginForm(page, email, password);
    await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
    await expect(page.getByRole('status').first()).toContainText(
      'If the e-mail address and password are correct, we have sent a 6-digit code to that address',
    );
    const field = page.getByLabel('Sign-in code');
    await expect(field).toBeFocused();
    await expectNoHorizontalOverflow(page, 'sign-in code step');
    await expectNoSeriousViolations(page, 'sign-in code step');

    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await expect(page.getByText('Enter the 6-digit code from the e-mail.')).toBeVisible();
    const code = await mailedSignInCode(request, email);
    await field.fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText(INVALID_CODE);

    // With a space in it, as codes are often copied, and sent with Enter.
    await field.fill(`${code.slice(0, 3)} ${code.slice(3)}`);
    await field.press('Enter');
    await expect(page.getByRole('heading', { name: "You're signed in" })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });

  test('sends a new code in place of the old one, and goes back to the password', async ({ page, request }) => {
    const email = uniqueEmail('new-code');
    const password = 'Mailed-Code-2026';
    await createConfirmedAccount(request, email, password);
    for (let i = 11; i <= 20; i += 1) await failSignInFrom(request, email, `192.0.2.${i}`);

    await page.goto('/login');
    await submitLoginForm(page, email, password);
    const field = page.getByLabel('Sign-in code');
    await expect(field).toBeFocused();
    const first = await mailedSignInCode(request, email);

    await page.getByRole('button', { name: 'Send a new code' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'a new code is on its way' })).toBeVisible();
    await expect.poll(() => mailedSignInCode(request, email)).not.toBe(first);
    await field.fill(first);
    await field.press('Enter');
    await expect(page.getByRole('alert')).toHaveText(INVALID_CODE);

    await page.getByRole('button', { name: 'Go back' }).click();
    await expect(page.getByRole('heading', { name: 'Sign In', exact: true })).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
    await expect(page.getByLabel('Email')).toHaveValue(email);
  });
});
