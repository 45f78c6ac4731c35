import { expect, test, type Page } from '@playwright/test';
import { SEEDED, submitLoginForm, uniqueEmail } from './support/accounts';
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
